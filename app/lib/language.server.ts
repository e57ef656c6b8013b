import { type MiddlewareFunction, redirect } from "react-router";
import { localizedPath, pageByPath, splitLocalePath } from "~/config/pages";
import { isLocale, type Locale } from "~/config/site";
import { languageCookie as cookie } from "./cookies.server";
import { routePathname } from "./route-handle";
import { sameSitePath } from "./same-site-path";

/**
 * The visitor's explicit language choice (docs/decisions/0001-language-in-the-url.md): a plain `ar`/`en` value, readable by
 * the page's script so it can mirror it into localStorage.
 */
export function languageCookie(locale: Locale) {
  return cookie.serialize(locale);
}

export async function cookieLocale(request: Request): Promise<Locale | undefined> {
  return cookie.read(request);
}

/** Public pages take their language from the URL; everything else from the cookie. */
export async function resolveLocale(request: Request): Promise<Locale> {
  const pathname = routePathname(new URL(request.url).pathname);
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
  const pathname = routePathname(url.pathname);
  const search = url.search;

  if (pathname === "/ar" || pathname.startsWith("/ar/")) {
    // One leading slash only: `/ar//evil.example` must not become `//evil.example`, which a
    // browser reads as another host (the URL parser has already turned `\` into `/`).
    const target = sameSitePath(`/${pathname.slice(3).replace(/^[/\\]+/, "")}${search}`);
    throw redirect(target, { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
  }

  const { locale, path } = splitLocalePath(pathname);
  const page = pageByPath(path);
  const requested = url.searchParams.get("lng");
  if (page && request.method === "GET" && isLocale(requested)) {
    const params = new URLSearchParams(url.searchParams);
    params.delete("lng");
    const query = params.size > 0 ? `?${params}` : "";
    throw redirect(sameSitePath(localizedPath(page.path, requested) + query), {
      headers: { "Set-Cookie": languageCookie(requested) },
    });
  }

  if (page && locale === "ar" && request.method === "GET") {
    if ((await cookieLocale(request)) === "en") {
      // Private too: a cache that ignores Vary must not send every visitor this one's language.
      throw redirect(sameSitePath(localizedPath(page.path, "en") + search), { headers: { Vary: "Cookie", "Cache-Control": "private, no-cache" } });
    }
    const response = await next();
    response.headers.append("Vary", "Cookie");
    return response;
  }
  return next();
};
