import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, logRequest } from "~/domain/log.server";
import { methodLabel, type Metrics } from "./metrics";
import { notFoundLabel } from "./route-labels";

/**
 * One JSON line and one metrics sample per request, on both doors of app/server/app.ts (the stored
 * page before Express, and Express): docs/decisions/0035-logs-and-metrics.md. The line holds these
 * fields and nothing else: no header, body, query or raw path ever reaches it.
 */

/** An `X-Request-Id` a client or proxy sent is kept when it is 1–64 characters of `[A-Za-z0-9._-]`. */
const validId = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(value: string | string[] | undefined) {
  return typeof value === "string" && validId.test(value) ? value : randomUUID();
}

export interface RequestLogOptions {
  /** The route pattern of a path (app/server/route-labels.ts). */
  labelOf: (pathname: string) => string;
  metrics?: Metrics;
  /** Counts a page view once its answer is sent (app/server/analytics.ts): memory only, never awaited. */
  count?: (req: IncomingMessage, route: string, status: number, ip: string | undefined) => void;
}

/** What a door tells the log about its answer. */
export interface Observed {
  /** Answered from the page store (its 404 is the 404 page's, whatever the path). */
  stored: boolean;
  /** The route, when the door knows it without looking (GET /metrics). */
  route?: string;
  /** Its `X-Request-Id`, which the door sends back with its answer. */
  reqId: string;
  /** A health or readiness probe: its line is written at debug level (a load balancer asks every second). */
  quiet?: boolean;
}

export function createRequestLog({ labelOf, metrics, count }: RequestLogOptions) {
  /** Starts observing a request: gives it its id (the door sends it back with every answer) and logs it once it is over. */
  return function observe(req: IncomingMessage, res: ServerResponse, ip: string | undefined): Observed {
    const start = performance.now();
    const reqId = requestIdOf(req.headers["x-request-id"]);
    // Read now: Express rewrites req.url inside a mounted handler (express.static under /assets).
    const url = req.url ?? "";
    const socket = req.socket;
    const sentBefore = socket.bytesWritten;
    const observed: Observed = { stored: false, reqId };
    res.once("close", () => {
      const ms = performance.now() - start;
      // A client that left before any answer: nginx's 499.
      const status = res.headersSent ? res.statusCode : 499;
      const query = url.indexOf("?");
      const expressRoute = (req as { route?: { path?: unknown } }).route?.path;
      const route =
        observed.route ??
        (observed.stored && status === 404
          ? notFoundLabel
          : typeof expressRoute === "string"
            ? expressRoute
            : labelOf(query < 0 ? url : url.slice(0, query)));
      const method = methodLabel(req.method);
      const line = { reqId, method, route, status, ms: Math.round(ms * 100) / 100, bytes: socket.bytesWritten - sentBefore, ip };
      logRequest(status >= 500 && !observed.quiet ? "error" : observed.quiet ? "debug" : "info", line);
      metrics?.observe(method, route, status, ms / 1000);
      if (count && res.headersSent) {
        try {
          count(req, route, status, ip);
        } catch (error) {
          log.error({ reqId, err: error }, "analytics count failed");
        }
      }
    });
    return observed;
  };
}

/** The request id a response was given (for an error's log line). */
export function requestIdSent(res: ServerResponse) {
  return res.getHeader("X-Request-Id") as string | undefined;
}
