import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * Prometheus metrics at GET /metrics (docs/decisions/0035-logs-and-metrics.md), on a registry of
 * their own (a reload in development or a second app in a test never registers a name twice).
 * Every label has a bounded set of values: a method of `methods` (else OTHER), a route pattern of
 * app/server/route-labels.ts, a status code, an outbox status, a pool state.
 */

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const methodLabel = (method: string | undefined) => (method && methods.has(method) ? method : "OTHER");

export interface MetricsSources {
  /** The page store's counts since start and bytes held now (app/server/page-cache.ts). */
  pageStore?: () => { hits: number; misses: number; bytes: number; entries: number };
  /** Emails in the outbox per status, read from the database at scrape time. */
  outbox: () => Promise<Record<string, number>>;
  /** Publish schedules waiting for their time (docs/decisions/0044-scheduled-publishing.md). */
  schedules?: () => Promise<number>;
  /** PostgreSQL's pool (absent on SQLite: one connection, nothing waits for it). */
  pool?: () => { total: number; idle: number; waiting: number };
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method, route pattern and status",
    labelNames,
    // From a stored page (well under a millisecond) to a slow dashboard view or an upload.
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Values read at scrape time: a count since start is a counter, what is held now a gauge.
  const countSinceStart = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  const heldNow = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(await read());
      },
    });
  const pageStore = sources.pageStore;
  if (pageStore) {
    countSinceStart("mahami_page_store_hits_total", "Requests answered from the page store", () => pageStore().hits);
    countSinceStart(
      "mahami_page_store_misses_total",
      "Requests the page store could keep but did not hold (rendered, then stored when they could be)",
      () => pageStore().misses,
    );
    heldNow("mahami_page_store_bytes", "Bytes the page store holds (every encoding of every entry)", () => pageStore().bytes);
    heldNow("mahami_page_store_entries", "Entries in the page store", () => pageStore().entries);
  }
  new Gauge({
    name: "mahami_outbox_emails",
    help: "Emails in the outbox, by status (pending, sent, failed)",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const counts = await sources.outbox();
      this.reset();
      for (const status of ["pending", "sent", "failed"]) this.set({ status }, counts[status] ?? 0);
    },
  });
  const schedules = sources.schedules;
  if (schedules) heldNow("mahami_publish_schedules_pending", "Publish schedules waiting for their time", schedules);
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: "mahami_db_pool_connections",
      help: "PostgreSQL pool connections, by state (in_use, idle)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const { total, idle } = pool();
        this.set({ state: "in_use" }, total - idle);
        this.set({ state: "idle" }, idle);
      },
    });
    heldNow("mahami_db_pool_waiting", "Queries waiting for a PostgreSQL pool connection", () => pool().waiting);
  }

  return {
    registry,
    /** One answered request: counted and timed. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function carriesToken(req: IncomingMessage, token: string) {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice("Bearer ".length)), digest(token));
}

/** The scrape: Prometheus text, never stored or cached by anyone. */
export async function sendMetrics(res: ServerResponse, metrics: Metrics, head: boolean) {
  const body = await metrics.registry.metrics();
  res.writeHead(200, {
    "Content-Type": metrics.registry.contentType,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}
