import type { IncomingMessage } from "node:http";
import { addViews, addVisitors, type DailyCount, daySalts, sweepAnalytics, type VisitorHash } from "~/features/analytics/analytics.model.server";
import { log } from "~/domain/log.server";
import { boundedMemo } from "~/lib/bounded-memo";
import { every, type Loop } from "~/lib/every.server";
import { keyedHash } from "~/lib/seal.server";
import { readUserAgent } from "~/lib/user-agent.server";
import { previewParam } from "~/services/preview.server";
import {
  addDays,
  countedPageOf,
  dayOf,
  dayStartOf,
  externalReferrerHost,
  languageOfPage,
  maxRangeDays,
  utmSourceOf,
} from "~/features/analytics/analytics";

/*
 * Page views counted on the server, on both doors of app/server/app.ts (docs/decisions/0045-cookie-free-analytics.md).
 * The request path only touches memory: a few Map increments and one HMAC per view, no database call,
 * no await. Every `flushMs` the counts are added to the database (additive upserts, so nodes add up)
 * with the day's new visitor hashes; a SIGTERM flushes what is left. No IP address or user agent
 * string is kept: only an HMAC of (the day's salt, IP, user agent) under a key derived from the
 * session secret, the salt shared by every node through the database and deleted with the day's
 * hashes once the day is over.
 */

export interface AnalyticsOptions {
  /** Milliseconds between flushes (at most 10 s of counts are lost in a crash). */
  flushMs: number;
  /** This node's clock (tests move it to the next day). */
  now: () => number;
  /** The site's own host names: a Referer naming one is no referrer. */
  ownHosts: () => readonly string[];
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** What a user agent tells (app/lib/user-agent.server.ts takes some µs): browsers repeat theirs. Emptied when it holds 1,000. */
const agentOf = boundedMemo((userAgent: string) => {
  const { bot, device } = readUserAgent(userAgent);
  return { bot, device };
}, 1_000);

/** Nothing a person asked to see: a crawler, a fetch without Accept, a prefetch or prerender. */
function isAutomatic(req: IncomingMessage) {
  const headers = req.headers;
  if (!headers.accept) return true;
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"];
  if (typeof purpose === "string" && /prefetch|prerender|preview/i.test(purpose)) return true;
  return agentOf(headers["user-agent"] ?? "").bot;
}

/**
 * An administrator's preview of the drafts (`?preview=1`): only a signed-in, enrolled administrator gets
 * a 200 for it (anyone else is redirected to the plain URL), and their reading is not the public's.
 */
function isPreview(url = "") {
  const query = url.indexOf("?");
  return query >= 0 && url.includes(previewParam, query) && new URLSearchParams(url.slice(query + 1)).has(previewParam);
}

/**
 * Bounds on what one node keeps for a day, so a flood of made-up Referers, `utm_source` values or
 * user agents costs neither memory nor database rows without end: past 500 values of a dimension a
 * day, further ones count under "other"; past 200,000 visitor hashes a day, views still count but
 * new visitors are not told apart (logged once a day).
 */
const maxValuesPerDimension = 500;
const maxHashesPerDay = 200_000;
const boundedDimensions = new Set(["referrer", "source"]);

/** How long after midnight a day is closed: every node's last flush of it has landed. */
const closeAfterMs = 60_000;
const sweepEveryMs = 10 * 60 * 1000;

export function createAnalytics({ flushMs, now, ownHosts }: AnalyticsOptions) {
  /** Views not yet flushed, by "day\0dimension\0value". */
  let views = new Map<string, number>();
  /** Visitor hashes not yet flushed, by "day\0dimension\0value\0hash". */
  let hashes = new Set<string>();
  /** Hashes this node already sent for the day: not sent again. */
  const sent = new Map<string, Set<string>>();
  let salts = new Map<string, string>();
  let lastSweep = 0;
  /** The current day, worked out again only when the clock leaves it. */
  let dayStart = 0;
  let dayEnd = 0;
  let currentDay = "";
  const today = () => {
    const at = now();
    if (at < dayStart || at >= dayEnd) {
      currentDay = dayOf(at);
      dayStart = dayStartOf(currentDay);
      dayEnd = dayStart + 24 * 60 * 60 * 1000;
    }
    return currentDay;
  };

  /**
   * The visitor hashes worked out since the last flush, by what was hashed: a visitor's next pages
   * within the flush interval reuse theirs (a Map look-up against an HMAC). Emptied at every flush
   * and at 10,000 entries, so an address and user agent stay in memory seconds, never a day.
   */
  const visitorHash = boundedMemo((text: string) => keyedHash("analytics", text).slice(0, 22), 10_000);

  /** The values of each bounded dimension seen on a day, and how many hashes the day holds. */
  const seen = new Map<string, Set<string>>();
  const hashCount = new Map<string, number>();
  const valueOf = (day: string, dimension: string, value: string) => {
    if (!boundedDimensions.has(dimension)) return value;
    const key = `${day}\u0000${dimension}`;
    let values = seen.get(key);
    if (!values) seen.set(key, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= maxValuesPerDimension) return "other";
    values.add(value);
    return value;
  };

  const add = (day: string, dimension: string, rawValue: string, hash: string | undefined) => {
    const key = `${day}\u0000${dimension}\u0000${valueOf(day, dimension, rawValue)}`;
    views.set(key, (views.get(key) ?? 0) + 1);
    if (hash === undefined) return;
    const hashKey = `${key}\u0000${hash}`;
    if (hashes.has(hashKey) || sent.get(day)?.has(hashKey)) return;
    const held = hashCount.get(day) ?? 0;
    if (held >= maxHashesPerDay) {
      if (held === maxHashesPerDay) log.warn({ event: "analytics.visitors-capped", day }, "Too many visitors to tell apart today: views still count");
      hashCount.set(day, held + 1);
      return;
    }
    hashCount.set(day, held + 1);
    hashes.add(hashKey);
  };

  /**
   * Counts a finished request when it is a page view: GET, 200 or 304, a public page (its route
   * pattern), and not a crawler or prefetch. Called once the answer is sent.
   */
  function count(req: IncomingMessage, route: string, status: number, ip: string | undefined) {
    if (req.method !== "GET" || (status !== 200 && status !== 304) || isAutomatic(req) || isPreview(req.url)) return;
    // A fixed page's pattern, or a published campaign page's path (docs/decisions/0060-campaign-pages.md).
    const page = countedPageOf(route, req.url);
    if (page === undefined) return;
    const day = today();
    const userAgent = req.headers["user-agent"] ?? "";
    const salt = salts.get(day);
    // Without the day's salt (the database never answered since start-up) the view counts, the visitor cannot.
    // Keyed with a secret the database does not hold (an HMAC, about 3 µs): a copy of the database, salt and
    // all, cannot try every IP address against its hashes (docs/decisions/0050-operations-hardening.md).
    const hash = salt === undefined ? undefined : visitorHash(`${salt}\u0000${ip ?? ""}\u0000${userAgent}`);
    add(day, "total", "", hash);
    add(day, "page", page, hash);
    add(day, "language", languageOfPage(page), hash);
    add(day, "device", agentOf(userAgent).device, hash);
    const referer = req.headers.referer;
    if (referer) {
      const host = req.headers.host?.replace(/:\d+$/, "").toLowerCase();
      const referrer = externalReferrerHost(referer, host ? [...ownHosts(), host] : ownHosts());
      if (referrer) add(day, "referrer", referrer, hash);
    }
    const source = utmSourceOf(req.url ?? "");
    if (source) add(day, "source", source, hash);
  }

  /** Loads today's and tomorrow's salts, so midnight finds the next one ready. */
  async function loadSalts() {
    const today = dayOf(now());
    salts = await daySalts([today, addDays(today, 1)]);
  }

  async function sweep() {
    const at = now();
    lastSweep = at;
    await sweepAnalytics(dayOf(at - closeAfterMs), addDays(dayOf(at), -maxRangeDays));
    const today = dayOf(at);
    for (const day of sent.keys()) if (day < addDays(today, -1)) sent.delete(day);
    for (const day of hashCount.keys()) if (day < addDays(today, -1)) hashCount.delete(day);
    for (const key of seen.keys()) if (key.slice(0, 10) < addDays(today, -1)) seen.delete(key);
  }

  /** Adds the counts since the last flush to the database; on failure they wait for the next one. */
  async function flush() {
    const pendingViews = views;
    const pendingHashes = hashes;
    views = new Map();
    hashes = new Set();
    visitorHash.clear();
    try {
      const counts: DailyCount[] = [...pendingViews].map(([key, n]) => {
        const [day, dimension, value] = key.split("\u0000");
        return { day, dimension, value, views: n };
      });
      const visitorRows: VisitorHash[] = [...pendingHashes].map((key) => {
        const [day, dimension, value, hash] = key.split("\u0000");
        return { day, dimension, value, hash };
      });
      if (counts.length > 0) await addViews(counts);
      await addVisitors(visitorRows);
      for (const key of pendingHashes) {
        const day = key.slice(0, 10);
        const daySent = sent.get(day) ?? new Set<string>();
        daySent.add(key);
        sent.set(day, daySent);
      }
    } catch (error) {
      for (const [key, n] of pendingViews) views.set(key, (views.get(key) ?? 0) + n);
      for (const key of pendingHashes) hashes.add(key);
      throw error;
    }
  }

  let loop: Loop | undefined;
  const tick = async () => {
    await flush();
    await loadSalts();
    if (now() - lastSweep >= sweepEveryMs) await sweep();
  };

  return {
    count,
    /** Loads the day's salt, closes past days, and flushes every `flushMs`. */
    async start() {
      await loadSalts().catch((error: unknown) => log.error({ event: "analytics.salt-failed", err: error }, "Analytics salt could not be read"));
      await sweep().catch((error: unknown) => log.error({ event: "analytics.sweep-failed", err: error }, "Analytics sweep failed"));
      loop = every(flushMs, tick, { event: "analytics.flush-failed", message: "Analytics flush failed", immediately: false });
    },
    /** The last flush, at shutdown (SIGTERM). */
    async stop() {
      await loop?.stop();
      await flush().catch((error: unknown) => log.error({ event: "analytics.flush-failed", err: error }, "Analytics flush failed"));
    },
  };
}
