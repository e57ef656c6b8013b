import { randomBytes } from "node:crypto";
import type { Request as ExpressRequest } from "express";
import { pageByPath, splitLocalePath } from "~/config/pages";
import { languageCookieName } from "~/config/site";

/**
 * Rendered public pages, kept per URL and content version (docs/decisions/0007-page-cache-per-content-version.md): a page is the same
 * for every visitor of one language, so it is rendered once per content change. The CSP nonce
 * is rendered as an unguessable placeholder and swapped for each response's fresh nonce.
 */
export interface CachedPage {
  version: string;
  status: number;
  headers: [string, string][];
  html: string;
}

export const noncePlaceholder = `nonce${randomBytes(18).toString("hex")}`;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxPages = 200) {}

  get(key: string, version: string) {
    const page = this.pages.get(key);
    return page?.version === version ? page : undefined;
  }

  set(key: string, page: CachedPage) {
    if (!this.pages.has(key) && this.pages.size >= this.maxPages) {
      this.pages.delete(this.pages.keys().next().value!);
    }
    this.pages.set(key, page);
  }
}

/**
 * Only plain GETs of a public page, without a query string, a one-shot notice, or an English
 * choice on an Arabic URL (that one redirects) are served from the cache.
 */
export function cacheKeyFor(req: ExpressRequest, protocol: string): string | undefined {
  if (req.method !== "GET" || req.originalUrl.includes("?")) return undefined;
  const { locale, path } = splitLocalePath(req.path);
  if (!pageByPath(path)) return undefined;
  const cookies = req.get("cookie") ?? "";
  if (cookies.includes("mahami-flash=")) return undefined;
  if (locale === "ar" && cookies.includes(`${languageCookieName}=en`)) return undefined;
  return `${protocol}://${req.get("host")}${req.originalUrl}`;
}

export function withNonce(html: string, nonce: string) {
  return html.replaceAll(noncePlaceholder, nonce);
}
