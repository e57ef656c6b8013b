import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "~/domain/log.server";
import { carriesToken, type Metrics, sendMetrics } from "../metrics";
import type { Observed } from "../request-log";

/** Prometheus's scrape path: answered only with METRICS_TOKEN's bearer token, else the 404 of any unknown path. */
const metricsPath = "/metrics";

/**
 * The listener's door for GET /metrics (docs/decisions/0035-logs-and-metrics.md): with the
 * bearer token it answers the scrape and returns true; anything else goes on (false).
 */
export function metricsDoor(metrics: Metrics, token: string) {
  return (req: IncomingMessage, res: ServerResponse, observed: Observed) => {
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !(req.url === metricsPath || req.url?.startsWith(`${metricsPath}?`)) ||
      !carriesToken(req, token)
    ) {
      return false;
    }
    observed.route = metricsPath;
    res.setHeader("X-Request-Id", observed.reqId);
    sendMetrics(res, metrics, req.method === "HEAD").catch((error: unknown) => {
      log.error({ reqId: observed.reqId, err: error }, "metrics could not be collected");
      if (!res.headersSent) res.writeHead(500, { "Cache-Control": "no-store" });
      res.end();
    });
    return true;
  };
}
