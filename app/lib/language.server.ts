import { type MiddlewareFunction, redirect } from "react-router";
import { localizedPath, pageByPath, splitLocalePath } from "~/config/pages";
import { isLocale, type Locale, languageCookieName } from "~/config/site";

/**
 * The visitor's explicit language choice (docs/decisions/0001-language-in-the-url.md): a plain `ar`/`en` value, readable by
 * the page's script so it can mirror it into localStorage.
 */
export function languageCookie(locale: Locale) {
  return `${languageCookieName}=${locale}; Max-Age=31536000; Path=/; SameSite=Lax`;
}

export async function cookieLocale(request: Request): Promise<Locale | undefined> {
  const header = request.headers.get("Cookie") ?? "";
  const value = header
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${languageCookieName}=`))
    ?.slice(languageCookieName.length + 1);
  return isLocale(value) ? value : undefined;
}

/** Removes React Router's `.data` suffix so a client navigation sees the page's path. */
export function pagePathname(pathname: string) {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** Public pages take their language from the URL; everything else from the cookie. */
export async function resolveLocale(request: Request): Promise<Locale> {
  const pathname = pagePathname(new URL(request.url).pathname);
  const { locale, path } = splitLocalePath(pathname);
  if (locale === "en" || pageByPath(path)) return locale;
  if (pathname.startsWith("/admin") || pathname.startsWith("/api/")) return (await cookieLocale(request)) ?? "ar";
  return locale;
}

/**
 * - `/ar/<path>` → 301 `/<path>`
 * - `?lng=ar|en` on a public page → remember the choice, 302 to the clean twin URL
 * - an Arabic page asked for with the cookie set to `en` → 302 to its `/en` twin
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, url }, next) => {
  const pathname = pagePathname(url.pathname);
  const search = url.search;

  if (pathname === "/ar" || pathname.startsWith("/ar/")) {
    // One leading slash only: `/ar//evil.example` must not become `//evil.example`, which a
    // browser reads as another host (the URL parser has already turned `\` into `/`).
    const target = `/${pathname.slice(3).replace(/^[/\\]+/, "")}${search}`;
    throw redirect(target, { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
  }

  const { locale, path } = splitLocalePath(pathname);
  const page = pageByPath(path);
  const requested = url.searchParams.get("lng");
  if (page && request.method === "GET" && isLocale(requested)) {
    const params = new URLSearchParams(url.searchParams);
    params.delete("lng");
    const query = params.size > 0 ? `?${params}` : "";
    throw redirect(localizedPath(page.path, requested) + query, {
      headers: { "Set-Cookie": languageCookie(requested) },
    });
  }

  if (page && locale === "ar" && request.method === "GET") {
    if ((await cookieLocale(request)) === "en") {
      throw redirect(localizedPath(page.path, "en") + search, { headers: { Vary: "Cookie" } });
    }
    const response = await next();
    response.headers.append("Vary", "Cookie");
    return response;
  }
  return next();
};
