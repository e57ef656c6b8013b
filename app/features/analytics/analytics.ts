import { localizedPath, publicPages } from "~/config/pages";

/*
 * What a page view is counted by (docs/decisions/0045-cookie-free-analytics.md), worked out from a
 * request's headers and kept bounded: nothing here is stored as sent, only these short values.
 */

export type DeviceClass = "phone" | "tablet" | "desktop";
export const deviceClasses: readonly DeviceClass[] = ["phone", "tablet", "desktop"];

/** The route pattern of every public page in both languages (`/`, `/en`, `/parents`, `/en/parents`…): the pages counted. */
export const countedPages: ReadonlySet<string> = new Set(publicPages.flatMap(({ path }) => [path, localizedPath(path, "en")]));

/** The route patterns of campaign pages (docs/decisions/0060-campaign-pages.md): counted by their path, not by the pattern. */
export const campaignPagePatterns: ReadonlySet<string> = new Set(["/:slug", "/en/:slug"]);

const campaignPath = /^(?:\/en)?\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The page a view is counted under: a fixed page's pattern, or a campaign page's own path (`/ramadan`,
 * `/en/ramadan`, the query left out) — a slug's shape, at most 64 characters. The caller counts only
 * 200 and 304 answers, which the campaign route gives for a published page alone (unknown: 404, taken
 * down: 410), so the paths stored are those of pages that exist, never whatever a visitor types.
 */
export function countedPageOf(route: string, url: string | undefined): string | undefined {
  if (countedPages.has(route)) return route;
  if (!campaignPagePatterns.has(route) || !url) return undefined;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  return path.length <= 64 && campaignPath.test(path) ? path : undefined;
}

/** Whether a counted page is a campaign page's path (its title is shown beside it) and in which language. */
export function campaignSlugOf(page: string): { slug: string; language: "ar" | "en" } | undefined {
  if (countedPages.has(page) || !campaignPath.test(page)) return undefined;
  return page.startsWith("/en/") ? { slug: page.slice(4), language: "en" } : { slug: page.slice(1), language: "ar" };
}

/** A page's language from its pattern: English under /en, Arabic otherwise. */
export function languageOfPage(page: string) {
  return page === "/en" || page.startsWith("/en/") ? "en" : "ar";
}

/** The host of a Referer on another site (lower case, at most 100 characters); undefined for this site, none or a bad one. */
export function externalReferrerHost(referer: string | undefined, ownHosts: readonly string[]) {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const host = url.hostname.toLowerCase();
  if (!host || host.length > 100 || ownHosts.includes(host)) return undefined;
  return host;
}

const sourcePattern = /^[a-z0-9._-]{1,40}$/;

/** `utm_source` of a request's path and query: lower case, trimmed, 1–40 of `a-z 0-9 . _ -`; anything else is dropped. */
export function utmSourceOf(url: string) {
  const query = url.indexOf("?");
  if (query < 0 || !url.includes("utm_source=", query)) return undefined;
  let value: string | null;
  try {
    value = new URLSearchParams(url.slice(query + 1)).get("utm_source");
  } catch {
    return undefined;
  }
  const source = value?.trim().toLowerCase();
  return source && sourcePattern.test(source) ? source : undefined;
}

/** The counted page a same-site Referer names (where a form was sent from), or `other`. */
export function pageOfReferer(referer: string | null | undefined, ownHosts: readonly string[]) {
  if (!referer) return "other";
  try {
    const url = new URL(referer);
    if (!ownHosts.includes(url.hostname.toLowerCase())) return "other";
    const path = url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
    return countedPages.has(path) ? path : "other";
  } catch {
    return "other";
  }
}

/** Qatar's offset from UTC (Asia/Qatar: UTC+3 all year, no daylight saving). */
const qatarOffsetMs = 3 * 60 * 60 * 1000;

/** A day as stored: YYYY-MM-DD in Qatar time, the day the team reads reports in (a day starts at midnight in Doha). */
export function dayOf(ms: number) {
  return new Date(ms + qatarOffsetMs).toISOString().slice(0, 10);
}

/** The instant a day (YYYY-MM-DD, Qatar time) begins. */
export function dayStartOf(day: string) {
  return Date.parse(`${day}T00:00:00Z`) - qatarOffsetMs;
}

const dayMs = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !dayPattern.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && dayOf(parsed) === value;
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number) {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * dayMs);
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The longest range asked for at once, and the counts' life: two years. */
export const maxRangeDays = 731;
