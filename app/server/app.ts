import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { declareRouteAccess } from "~/domain/roles";
import type { Env } from "~/lib/env.server";
import { normaliseIp } from "~/lib/proxy.server";
import type { Analytics } from "./analytics";
import { createMetrics, type MetricsSources } from "./metrics";
import { bodyLimit } from "./middleware/body-limit";
import { createClientFacts, secureCookiesOf } from "./middleware/client";
import { crossSite } from "./middleware/cross-site";
import { errorHandler } from "./middleware/error-handler";
import { hostCheck } from "./middleware/host-check";
import { metricsDoor } from "./middleware/metrics-door";
import { refuseUnknownMethod } from "./middleware/method-check";
import { type NodePhase, probes, quietProbe } from "./middleware/probes";
import { reactRouter, sendFetchResponse } from "./middleware/render";
import { securityHeadersStep } from "./middleware/security-headers";
import { clientFiles, staticFiles } from "./middleware/static-files";
import { uploadGate } from "./middleware/upload-gate";
import { pageStore } from "./page-cache";
import { createRequestLog, type RequestLogOptions } from "./request-log";
import type { NotFoundLog } from "./not-found-log";
import type { Redirects } from "./redirects";
import { routeLabels } from "./route-labels";
import { type RoutePolicy, routePolicy } from "./route-policy";

export type { NodePhase };

export interface AppOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  env: Env;
  mode: "production" | "development";
  /** build/client in production; absent in development (Vite serves assets). */
  clientDir?: string;
  /** Vite's middleware in development. */
  devMiddleware?: express.RequestHandler;
  /** The public content's version (db/content-version.server.ts): rendered pages and public JSON are kept per version. */
  contentVersion: () => string | Promise<string>;
  /** A database round trip for /healthz and /readyz: rejects when the database cannot answer. */
  checkDatabase: () => Promise<void>;
  /**
   * The node's phase for /readyz (app/server/index.ts): "starting" until the migrations have run,
   * "stopping" from the first SIGTERM on. Absent: always "ready" (the development server).
   */
  phase?: () => NodePhase;
  databaseFile?: string;
  /** The site's origin (app/lib/env.server.ts siteOrigin): every absolute link, and the page store's key; never the request's Host. */
  origin: () => string;
  /** What GET /metrics reads from the database, when METRICS_TOKEN is set (app/server/metrics.ts). */
  metricsSources?: Omit<MetricsSources, "pageStore">;
  /** Counts page views on both doors (app/server/analytics.ts); absent: nothing is counted (the development server). */
  analytics?: Pick<Analytics, "count">;
  /** The redirect rules, answered before the stored pages (app/server/redirects.ts); absent: none. */
  redirects?: Pick<Redirects, "door">;
  /** Counts the paths that answered 404 (app/server/not-found-log.ts); absent: none is counted. */
  notFoundLog?: Pick<NotFoundLog, "count">;
}

/**
 * The server: a listener with its doors before Express (logged, method, probes, metrics, redirects,
 * stored pages), then Express's steps in order. Each step is a module of app/server/middleware (the
 * stored-page door is app/server/page-cache.ts), built here with what it needs.
 */
export function createApp(options: AppOptions) {
  const { env, mode } = options;
  const development = mode === "development";
  const build = typeof options.build === "function" ? undefined : options.build;
  const files = options.clientDir ? clientFiles(options.clientDir) : [];

  // The routes' HTTP policy, read once from the build (app/server/route-policy.ts), and the route
  // pattern of each request's log line and metrics (app/server/route-labels.ts); per build in
  // development, where it reloads.
  const builtPolicy = build && routePolicy(build.routes);
  if (builtPolicy) declareRouteAccess(builtPolicy.access);
  let labelOf = routeLabels(build?.routes ?? {}, { files });
  const devPolicies = new WeakMap<ServerBuild, RoutePolicy>();
  const policyNow = async () => {
    const devBuild = await (options.build as () => Promise<ServerBuild>)();
    let policy = devPolicies.get(devBuild);
    if (!policy) {
      devPolicies.set(devBuild, (policy = routePolicy(devBuild.routes)));
      declareRouteAccess(policy.access);
      labelOf = routeLabels(devBuild.routes, { files });
    }
    return policy;
  };

  const factsOf = createClientFacts(env);
  const secureCookies = secureCookiesOf(env, development);
  const router = reactRouter({ build: options.build, mode, origin: options.origin, secureCookies });
  const stored =
    build && builtPolicy && !development
      ? pageStore({
          maxBytes: env.PAGE_STORE_MB * 1024 * 1024,
          build,
          policy: builtPolicy,
          files: options.clientDir ? files : undefined,
          contentVersion: options.contentVersion,
          render: router.render,
          sendRendered: (res, response) => sendFetchResponse(res, response, secureCookies(res)),
        })
      : undefined;
  // Metrics only when someone may read them (docs/decisions/0035-logs-and-metrics.md): no cost otherwise.
  const metrics =
    env.METRICS_TOKEN && options.metricsSources
      ? createMetrics({
          ...options.metricsSources,
          pageStore:
            stored && (() => ({ hits: stored.cache.hits, misses: stored.cache.misses, bytes: stored.cache.bytes, entries: stored.cache.size })),
        })
      : undefined;
  const scrape = metrics && metricsDoor(metrics, env.METRICS_TOKEN!);
  const { analytics, notFoundLog } = options;
  const count: RequestLogOptions["count"] =
    analytics || notFoundLog
      ? (req, route, status, ip) => {
          analytics?.count(req, route, status, ip);
          notFoundLog?.count(req, status);
        }
      : undefined;
  const observe = createRequestLog({ labelOf: (path) => labelOf(path), metrics, count });

  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeadersStep({ factsOf, development }));
  app.use(probes({ checkDatabase: options.checkDatabase, databaseFile: options.databaseFile, phase: options.phase }));
  app.use(hostCheck());
  if (stored) app.use(stored.middleware);
  app.use(compression());
  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    const { assets, files: clientFolder } = staticFiles(options.clientDir);
    app.use("/assets", assets);
    app.use(clientFolder);
  }
  app.use(crossSite({ policyNow: () => builtPolicy ?? policyNow(), publicUrl: env.PUBLIC_URL }));
  app.use(uploadGate({ secureCookies }));
  app.use(bodyLimit());
  app.use(router.handler);
  app.use(errorHandler());

  return function listener(req: IncomingMessage, res: ServerResponse) {
    const facts = factsOf(req);
    // Both doors are logged, and every answer carries the request's id (app/server/request-log.ts).
    const observed = observe(req, res, facts === "bad-proto" ? normaliseIp(req.socket.remoteAddress) : facts.ip);
    const toExpress = () => {
      res.setHeader("X-Request-Id", observed.reqId);
      app(req, res);
    };
    if (refuseUnknownMethod(req, res, observed.reqId)) return;
    if (quietProbe(req, observed)) return toExpress();
    if (scrape?.(req, res, observed)) return;
    // Redirect rules come before every page, stored or not (docs/decisions/0062-redirects-and-not-found-log.md).
    if (options.redirects?.door(req, res, facts, observed)) return;
    if (stored?.door(req, res, facts, observed, toExpress)) return;
    toExpress();
  };
}
