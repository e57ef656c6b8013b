import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { sameSitePath } from "~/lib/same-site-path";
import { getEnrolledSignedIn } from "~/features/two-factor/second-factor-required.service.server";

/*
 * Preview of drafts on the public pages (docs/decisions/0026-drafts-preview-translation-status.md):
 * `?preview=1` shows a signed-in administrator the drafts in place. Such a URL has a query string,
 * so the stored-page cache never keeps it (app/server/page-cache.ts); its answer is private,
 * never stored by anyone and not indexed. Anyone else is sent to the plain URL.
 */

export const previewParam = "preview";

export const previewContext = createContext(false);

export const previewHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** Whether this request renders the drafts. */
export function isPreview(context: Readonly<RouterContextProvider>) {
  return context.get(previewContext);
}

/** The URL without `?preview=1`, e.g. to leave the preview. */
export function withoutPreview(url: URL) {
  const params = new URLSearchParams(url.search);
  params.delete(previewParam);
  const query = params.toString();
  // `//evil.example/?preview=1` is a path here and another host in a Location: through the one check.
  return sameSitePath(query ? `${url.pathname}?${query}` : url.pathname);
}

/** The site layout's middleware: turns the preview on for an administrator (enrolled, under REQUIRE_2FA), and off for anyone else. */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  if (!url.searchParams.has(previewParam) || (request.method !== "GET" && request.method !== "HEAD")) return next();
  const signedIn = url.searchParams.get(previewParam) === "1" && (await getEnrolledSignedIn(request, context));
  if (!signedIn) throw redirect(withoutPreview(url), { headers: previewHeaders });
  context.set(previewContext, true);
  const response = await next();
  for (const [name, value] of Object.entries(previewHeaders)) response.headers.set(name, value);
  return response;
};
