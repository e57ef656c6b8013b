import type { IncomingMessage } from "node:http";
import { log } from "~/domain/log.server";
import { every, type Loop } from "~/lib/every.server";
import { isReservedPath, requestPath } from "~/domain/redirect-rules";
import { addNotFound, type NotFoundHit, notFoundLimits } from "~/features/redirects/redirects.model.server";

/*
 * The 404 log (docs/decisions/0062-redirects-and-not-found-log.md), counted as the analytics are
 * (app/server/analytics.ts): a finished GET that answered 404 touches memory only — its path
 * without the query, the time and the Referer's host, never the address or any header else — and
 * every `flushMs` the counts are added to the database, which keeps the 1,000 paths seen last
 * within 90 days. Only paths a rule could take are kept: not the portal's, the API's or files'.
 */

export interface NotFoundLogOptions {
  flushMs: number;
  now: () => number;
}

const maxPathLength = 300;

export function createNotFoundLog({ flushMs, now }: NotFoundLogOptions) {
  let pending = new Map<string, NotFoundHit>();

  /** Counts a finished request when it answered a GET with 404. */
  function count(req: IncomingMessage, status: number) {
    if (status !== 404 || req.method !== "GET") return;
    const path = requestPath(req.url ?? "");
    if (path === undefined || path.length > maxPathLength || isReservedPath(path)) return;
    let hit = pending.get(path);
    if (!hit) {
      // A flood of made-up paths fills one flush's worth, no more: the log keeps that many anyway.
      if (pending.size >= notFoundLimits.paths) return;
      pending.set(path, (hit = { path, count: 0, lastSeenAt: "", referrerHost: null }));
    }
    hit.count++;
    hit.lastSeenAt = new Date(now()).toISOString();
    const host = referrerHostOf(req.headers.referer);
    if (host) hit.referrerHost = host;
  }

  async function flush() {
    const hits = [...pending.values()];
    pending = new Map();
    if (hits.length === 0) return;
    try {
      await addNotFound(hits, now());
    } catch (error) {
      for (const hit of hits) {
        const newer = pending.get(hit.path);
        if (newer) newer.count += hit.count;
        else if (pending.size < notFoundLimits.paths) pending.set(hit.path, hit);
      }
      throw error;
    }
  }

  let loop: Loop | undefined;
  return {
    count,
    start() {
      loop = every(flushMs, flush, { event: "not-found-log.flush-failed", message: "404 log flush failed", immediately: false });
    },
    async stop() {
      await loop?.stop();
      await flush().catch((error: unknown) => log.error({ event: "not-found-log.flush-failed", err: error }, "404 log flush failed"));
    },
  };
}

export type NotFoundLog = ReturnType<typeof createNotFoundLog>;

/** The host a Referer names (the site's own too: a broken link of ours shows), or none. */
function referrerHostOf(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    const host = url.hostname.toLowerCase();
    return host && host.length <= 100 ? host : undefined;
  } catch {
    return undefined;
  }
}
