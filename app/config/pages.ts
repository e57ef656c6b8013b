import type { Locale } from "./site";

/** The ten public pages: the one list every link, route, sitemap and setting uses. */
export const publicPages = [
  { id: "home", path: "/", accent: "sky" },
  { id: "parents", path: "/parents", accent: "emerald" },
  { id: "sellers", path: "/sellers", accent: "amber" },
  { id: "teachers", path: "/teachers", accent: "violet" },
  { id: "about", path: "/about-us", accent: "rose" },
  { id: "contact", path: "/contact", accent: "teal" },
  { id: "privacy", path: "/privacy-policy", accent: "slate" },
  { id: "terms", path: "/terms-of-service", accent: "slate" },
  { id: "service", path: "/service-agreement", accent: "slate" },
  { id: "accessibility", path: "/accessibility", accent: "slate" },
] as const;

export type PublicPage = (typeof publicPages)[number];
export type PublicPageId = PublicPage["id"];

/** The six pages of the navigation bar (and of header `showPages`). */
export const mainPageIds = ["home", "parents", "sellers", "teachers", "about", "contact"] as const;
export type MainPageId = (typeof mainPageIds)[number];

/** The four legal documents: a last-updated date from their texts, linked from the footer. */
export const legalPageIds = ["privacy", "terms", "service", "accessibility"] as const;
export type LegalPageId = (typeof legalPageIds)[number];

/**
 * The legal documents that bind the company, so are drafts until it is named: a notice, `noindex`
 * and out of the sitemap (docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 */
export const controllerDocumentIds = ["privacy", "terms", "service"] as const satisfies readonly LegalPageId[];

/** The footer's `showPages` also covers the four legal pages. */
export const footerPageIds = [...mainPageIds, ...legalPageIds] as const;
export type FooterPageId = (typeof footerPageIds)[number];

export function pageById(id: PublicPageId): PublicPage {
  return publicPages.find((page) => page.id === id)!;
}

/** The URL of a page in a language: Arabic at the spec's paths, English under /en. */
export function localizedPath(path: string, locale: Locale) {
  if (locale === "ar") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** Splits a public URL path into its language and its Arabic (unprefixed) path. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname === "/en/") return { locale: "en", path: "/" };
  if (pathname.startsWith("/en/")) return { locale: "en", path: pathname.slice(3) };
  return { locale: "ar", path: pathname };
}

export function pageByPath(path: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === path);
}

/** The catch-all route's id (app/routes.ts): the 404 page, for every path no other route takes. */
export const notFoundRouteId = "routes/site/not-found";
