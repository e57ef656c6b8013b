import { addConversion, readAnalytics } from "./analytics.model.server";
import type { Logger } from "pino";
import { log } from "~/domain/log.server";
import { addDays, campaignSlugOf, dayOf, daysBetween, isDay, maxRangeDays, pageOfReferer } from "./analytics";
import { pageTitlesBySlug } from "~/features/pages/pages.model.server";
import { env } from "~/lib/env.server";

/*
 * The analytics report (docs/decisions/0045-cookie-free-analytics.md) for the dashboard tab, its CSV
 * and GET /api/admin/analytics, and the conversions the forms and the store redirect count.
 */

/** The analytics clock: the server's, moved by ANALYTICS_CLOCK_OFFSET_MS in tests. */
export const analyticsNow = () => Date.now() + env().ANALYTICS_CLOCK_OFFSET_MS;

export const conversionKinds = ["contact", "newsletter", "appStore", "googlePlay"] as const;
export type ConversionKind = (typeof conversionKinds)[number];

/** The counted page a form post or a download started on, from its Referer on this site (`other` when none). */
export function startedOn(request: Request, origin: string) {
  const hosts = [new URL(origin).hostname.toLowerCase(), new URL(request.url).hostname.toLowerCase()];
  return pageOfReferer(request.headers.get("referer"), hosts);
}

/** Counts one conversion today; a failure is logged (on the request's logger, app/lib/request-logger.server.ts), never the visitor's problem. */
export async function recordConversion(kind: ConversionKind, page: string, logger: Logger = log) {
  try {
    await addConversion(dayOf(analyticsNow()), kind, page);
  } catch (error) {
    logger.error({ event: "analytics.conversion-failed", err: error, kind }, "A conversion could not be counted");
  }
}

export type RangeProblem = "analytics.invalidDate" | "analytics.reversedRange" | "analytics.rangeTooLong";

/** `from` and `to` as asked (YYYY-MM-DD, from ≤ to, at most two years apart), or what is wrong. */
export function parseRange(from: string | null, to: string | null): { from: string; to: string } | { problem: RangeProblem; field: "from" | "to" } {
  if (!isDay(from)) return { problem: "analytics.invalidDate", field: "from" };
  if (!isDay(to)) return { problem: "analytics.invalidDate", field: "to" };
  if (from > to) return { problem: "analytics.reversedRange", field: "from" };
  if (daysBetween(from, to).length > maxRangeDays) return { problem: "analytics.rangeTooLong", field: "to" };
  return { from, to };
}

/** The last `days` days, today included. */
export function lastDays(days: number, now = analyticsNow()) {
  const to = dayOf(now);
  return { from: addDays(to, 1 - days), to };
}

interface Row {
  views: number;
  visitors: number;
}

const byViews = <T extends Row>(rows: T[]) => rows.sort((a, b) => b.views - a.views || b.visitors - a.visitors);

/** Views and visitors of one dimension over the range, summed per value (visitors: the sum of each day's unique visitors). */
function sumBy(daily: { dimension: string; value: string; views: number; visitors: number }[], dimension: string) {
  const sums = new Map<string, Row>();
  for (const row of daily) {
    if (row.dimension !== dimension) continue;
    const sum = sums.get(row.value) ?? { views: 0, visitors: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sums.set(row.value, sum);
  }
  return [...sums].map(([value, sum]) => ({ value, ...sum }));
}

export async function analyticsReport(from: string, to: string) {
  const length = daysBetween(from, to).length;
  const previousFrom = addDays(from, -length);
  const previousTo = addDays(from, -1);
  const [current, previous] = await Promise.all([readAnalytics(from, to), readAnalytics(previousFrom, previousTo)]);
  const totalsOf = ({ daily, conversions }: Awaited<ReturnType<typeof readAnalytics>>) => {
    const total = sumBy(daily, "total")[0] ?? { views: 0, visitors: 0 };
    return { views: total.views, visitors: total.visitors, conversions: conversions.reduce((sum, row) => sum + row.count, 0) };
  };
  const perDay = new Map(current.daily.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
  const conversionSums = new Map<string, { kind: ConversionKind; page: string; count: number }>();
  for (const row of current.conversions) {
    const key = `${row.kind}\u0000${row.page}`;
    const sum = conversionSums.get(key) ?? { kind: row.kind as ConversionKind, page: row.page, count: 0 };
    sum.count += row.count;
    conversionSums.set(key, sum);
  }
  const conversions = [...conversionSums.values()].sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.page.localeCompare(b.page));
  const conversionsOn = (page: string) => conversions.filter((row) => row.page === page).reduce((sum, row) => sum + row.count, 0);
  const pageSums = sumBy(current.daily, "page");
  // A campaign page's path is shown with its title in that path's language (docs/decisions/0060-campaign-pages.md).
  const campaigns = new Map(pageSums.map(({ value }) => [value, campaignSlugOf(value)]));
  const titles = await pageTitlesBySlug([...campaigns.values()].flatMap((campaign) => (campaign ? [campaign.slug] : [])));
  const titleOf = (page: string) => {
    const campaign = campaigns.get(page);
    const found = campaign && titles.get(campaign.slug);
    if (!campaign || !found) return null;
    const [mine, other] = campaign.language === "ar" ? [found.titleAr, found.titleEn] : [found.titleEn, found.titleAr];
    return mine.trim() || other.trim() || null;
  };
  const pages = byViews(
    pageSums.map(({ value, views, visitors }) => {
      const converted = conversionsOn(value);
      return {
        page: value,
        title: titleOf(value),
        views,
        visitors,
        conversions: converted,
        conversionRate: visitors > 0 ? Math.round((converted / visitors) * 10_000) / 10_000 : 0,
      };
    }),
  );
  return {
    from,
    to,
    totals: { ...totalsOf(current), previous: { from: previousFrom, to: previousTo, ...totalsOf(previous) } },
    days: daysBetween(from, to).map((date) => ({ date, views: perDay.get(date)?.views ?? 0, visitors: perDay.get(date)?.visitors ?? 0 })),
    pages,
    referrers: byViews(sumBy(current.daily, "referrer").map(({ value, ...row }) => ({ host: value, ...row }))),
    sources: byViews(sumBy(current.daily, "source").map(({ value, ...row }) => ({ source: value, ...row }))),
    languages: byViews(sumBy(current.daily, "language").map(({ value, ...row }) => ({ language: value, ...row }))),
    devices: byViews(sumBy(current.daily, "device").map(({ value, ...row }) => ({ device: value, ...row }))),
    conversions,
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;
