import { accessSync, constants, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { log } from "~/domain/log.server";
import { declareRouteAccess } from "~/domain/roles";
import { requestInfoContext } from "~/lib/context";
import type { Env } from "~/lib/env.server";
import { withSecureAttribute } from "~/lib/cookies.server";
import { isCrossSiteRequest } from "~/lib/origin.server";
import { requestUrl } from "~/lib/request-origin.server";
import { sameSitePath } from "~/lib/same-site-path";
import { type ClientFacts, clientFacts, isValidHost, normaliseIp } from "~/lib/proxy.server";
import { createNonce, securityHeaders } from "~/lib/security-headers.server";
import { readSession } from "~/services/session.server";
import arStrings from "~/locales/ar";
import enStrings from "~/locales/en";
import type { Analytics } from "./analytics";
import { carriesToken, createMetrics, type MetricsSources, sendMetrics } from "./metrics";
import { createPublicCache, PageCache } from "./page-cache";
import { createRequestLog, requestIdSent } from "./request-log";
import { routeLabels } from "./route-labels";
import { type RoutePolicy, routePolicy, unknownPathOf } from "./route-policy";
import { bodyLimitBytes, maxConcurrentUploads, type ParsedUpload, parseUpload } from "./upload";

/** Where a node is in its life, as /readyz tells it (docs/decisions/0036-readiness-and-drained-restarts.md). */
export type NodePhase = "starting" | "ready" | "stopping";

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
}

function wantsJson(req: ExpressRequest) {
  return req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json";
}

type ErrorKey = keyof typeof enStrings.errors;

/** Errors answered before React Router: both languages' words from app/locales. */
function sendError(req: ExpressRequest, res: ExpressResponse, status: number, key: ErrorKey) {
  const en = enStrings.errors[key];
  const ar = arStrings.errors[key];
  res.status(status).set("Cache-Control", "no-store");
  if (wantsJson(req)) {
    res.json({ message: en });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><title>${status}</title>` +
        `<body><h1>${status}</h1><p>${ar}</p><p lang="en" dir="ltr">${en}</p><p><a href="/">الرئيسية / Home</a></p></body></html>`,
    );
}

/** The client's address and scheme, worked out once per request (see the first middleware). */
function clientOf(res: ExpressResponse): ClientFacts {
  return res.locals.client as ClientFacts;
}

/** Turns the Express request into the Fetch request React Router expects. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = res.locals.url as URL;
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index], req.rawHeaders[index + 1]);
  }
  // React Router refuses an action whose Origin names another site; a route that accepts a one-click
  // post from anywhere (its `handle`, docs/decisions/0028-email-outbox.md) is let through, as checked below.
  if (res.locals.oneClick === true) headers.delete("origin");
  // Aborts the handler when the client goes away before the answer is complete; one listener
  // per request, removed once the answer is sent.
  const controller = new AbortController();
  const abort = () => controller.abort();
  res.once("close", abort);
  res.once("finish", () => res.off("close", abort));
  // The request's id, for the log line of an error a route throws (app/entry.server.tsx handleError).
  headers.set("x-request-id", requestIdSent(res) ?? "");
  const upload = res.locals.upload as ParsedUpload | undefined;
  if (upload) {
    // The multipart body read by app/server/upload.ts, sent on as a form of its own (a new boundary).
    for (const name of ["content-type", "content-length", "transfer-encoding"]) headers.delete(name);
    return new Request(url, { method: req.method, headers, signal: controller.signal, body: upload.formData });
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body);
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody && { body: new Uint8Array(req.body as Buffer) }),
  });
}

async function sendFetchResponse(res: ExpressResponse, response: Response, secureCookies: boolean) {
  // Pages are rendered whole before they are sent (app/entry.server.tsx), so the body goes out in
  // one write. Streaming it chunk by chunk waited for "drain" with once(), which the compression
  // middleware moves to its gzip stream and never removes there: a big dashboard page left a dozen
  // listeners behind and a MaxListenersExceededWarning in the log.
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // A path in a Location is this site's, whichever route wrote it (app/lib/same-site-path.ts).
    if (name === "location" && value.startsWith("/")) res.setHeader(name, sameSitePath(value));
    else if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => withSecureAttribute(cookie, secureCookies));
  if (cookies.length > 0) {
    res.setHeader("Set-Cookie", cookies);
    // A response that sets a cookie (a one-shot notice, a session) is someone's own: no shared cache keeps it.
    if (!/no-store|private/.test(response.headers.get("cache-control") ?? "")) res.setHeader("Cache-Control", "private, no-store");
  }
  res.end(body);
}

/** Express's own routes (the others are React Router's): liveness and readiness, for probes and load balancers. */
const healthPath = "/healthz";
const readyPath = "/readyz";

/** GET or HEAD of /healthz or /readyz, whatever the query: answered before the Host is checked. */
function probeOf(req: IncomingMessage): typeof healthPath | typeof readyPath | undefined {
  const url = req.url ?? "";
  // Checked on every GET before the page store: a prefix test first, nothing allocated.
  if ((req.method !== "GET" && req.method !== "HEAD") || !(url.startsWith(healthPath) || url.startsWith(readyPath))) return undefined;
  const path = url.split("?", 1)[0];
  return path === healthPath || path === readyPath ? path : undefined;
}

/**
 * A path that neither a route (but the catch-all), `/healthz`, `/readyz` nor a file of build/client answers:
 * the static files are served after the store, so each is known by name (the folder never changes
 * while the server runs).
 */
function unknownPath(build: ServerBuild, policy: RoutePolicy, files: string[]) {
  const known = new Set([...files, healthPath, readyPath]);
  const noRoute = unknownPathOf(build.routes, policy);
  return (path: string) => !known.has(path) && noRoute(path);
}

/** The path of every file of build/client, as requested (`/favicon.ico`, `/assets/…`). */
function clientFiles(clientDir: string) {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
}

/** The methods a route of this site may take; any other is a 405 before routing. */
/** An oversized body up to this size is read and discarded so its client reads the 413 (see the body limit below). */
const lingerBytes = 2 * 1024 * 1024;
const lingerMs = 5_000;

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const allowHeader = [...knownMethods].join(", ");

/** A 405 for a method no route takes, in both languages, like the errors answered before React Router. */
function refuseMethod(res: ServerResponse) {
  const body = `${arStrings.api.methodNotAllowed}\n${enStrings.api.methodNotAllowed}\n`;
  res.writeHead(405, {
    Allow: allowHeader,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...securityHeaders(createNonce(), { secure: false, development: false }),
  });
  res.end(body);
}

/** Prometheus's scrape path: answered only with METRICS_TOKEN's bearer token, else the 404 of any unknown path. */
const metricsPath = "/metrics";

export function createApp(options: AppOptions) {
  const { env, mode } = options;
  const development = mode === "development";
  const app = express();
  app.disable("x-powered-by");
  // The routes' HTTP policy, read once from the build (app/server/route-policy.ts); per build in development, where it reloads.
  const builtPolicy = typeof options.build === "function" ? undefined : routePolicy(options.build.routes);
  if (builtPolicy) declareRouteAccess(builtPolicy.access);
  const devPolicies = new WeakMap<ServerBuild, RoutePolicy>();
  const files = options.clientDir ? clientFiles(options.clientDir) : [];
  // The route pattern of each request's log line and metrics (app/server/route-labels.ts); per build in development.
  let labelOf = routeLabels(typeof options.build === "function" ? {} : options.build.routes, { files });
  const policyNow = async () => {
    if (builtPolicy) return builtPolicy;
    const build = await (options.build as () => Promise<ServerBuild>)();
    let policy = devPolicies.get(build);
    if (!policy) {
      devPolicies.set(build, (policy = routePolicy(build.routes)));
      declareRouteAccess(policy.access);
      labelOf = routeLabels(build.routes, { files });
    }
    return policy;
  };
  // Express's own "trust proxy" stays off: it would take the first X-Forwarded-For entry,
  // which the client writes. The client is worked out here, for every later step.
  const secureCookies = (res: ExpressResponse) => env.COOKIE_SECURE !== "false" && (!development || clientOf(res).protocol === "https");

  /** The client of a request, worked out once: the listener below and Express's first step share it. */
  const factsByRequest = new WeakMap<IncomingMessage, ReturnType<typeof clientFacts>>();
  const factsOf = (req: IncomingMessage) => {
    let facts = factsByRequest.get(req);
    if (!facts) {
      facts = clientFacts(
        env.TRUST_PROXY,
        req.socket.remoteAddress,
        req.headers["x-forwarded-for"] as string | undefined,
        req.headers["x-forwarded-proto"] as string | undefined,
        (req.socket as { encrypted?: boolean }).encrypted === true,
      );
      factsByRequest.set(req, facts);
    }
    return facts;
  };

  /** True when the database answers a round trip (and its file, on SQLite, can be read and written). */
  const databaseAnswers = async () => {
    try {
      if (options.databaseFile) accessSync(options.databaseFile, constants.R_OK | constants.W_OK);
      await options.checkDatabase();
      return true;
    } catch {
      return false;
    }
  };
  /**
   * /healthz: alive, the database answering (200 while a stopping node drains: it is alive).
   * /readyz: ready for traffic: migrated, the database answering, and not shutting down; a load
   * balancer takes the node out at the first 503. Neither is ever stored or cached.
   */
  const answerProbe = async (probe: typeof healthPath | typeof readyPath, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    const phase = options.phase?.() ?? "ready";
    if (probe === readyPath && phase !== "ready") return void res.status(503).json({ status: phase });
    if (!(await databaseAnswers())) return void res.status(503).json({ status: "unavailable" });
    res.json({ status: probe === healthPath ? "ok" : "ready" });
  };

  app.use((req, res, next) => {
    const facts = factsOf(req);
    const host = req.get("host");
    // A NUL in the path or query names nothing on this site, and PostgreSQL refuses it in any text.
    const malformed = facts === "bad-proto" || (host !== undefined && !isValidHost(host)) || req.url.includes("%00");
    res.locals.client = facts === "bad-proto" ? clientFacts(false, req.socket.remoteAddress, undefined, undefined) : facts;
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.locals.secure = clientOf(res).protocol === "https" && !malformed;
    res.set(securityHeaders(nonce, { secure: res.locals.secure, development }));
    // Probes come by IP, by a container's name or with no Host at all (HTTP/1.0): whatever they
    // name, they are answered, and nothing is built from that Host.
    const probe = probeOf(req);
    if (probe) return void answerProbe(probe, res);
    // A Host that is no host name, a scheme from our proxy that is neither http nor https, or a NUL
    // in the URL: nothing sensible can be built from it (URLs, origins, cookies), so it is refused here.
    if (malformed) {
      sendError(req, res, 400, "badRequest");
      return;
    }
    next();
  });
  // The request's own URL, from the checked scheme and Host (app/lib/request-origin.server.ts).
  // A NUL byte in it is refused too: PostgreSQL can neither store nor compare one, so a `%00` in a
  // path parameter or a query value would otherwise end as a 500 there.
  app.use((req, res, next) => {
    res.locals.url = /%00/.test(req.originalUrl) ? undefined : requestUrl(clientOf(res).protocol, req.get("host"), req.originalUrl);
    if (res.locals.url) return next();
    sendError(req, res, 400, "badRequest");
  });
  const handleRequest = createRequestHandler(options.build, mode);
  /** React Router's answer to this request; `nonce: ""` renders a page to be stored (its scripts allowed by hash). */
  const render = (req: ExpressRequest, res: ExpressResponse, nonce: string) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      nonce,
      clientIp: clientOf(res).ip,
      origin: options.origin(),
      secureCookies: secureCookies(res),
      uploadRefusal: (res.locals.upload as ParsedUpload | undefined)?.refusal,
      reqId: requestIdSent(res),
    });
    return handleRequest(toFetchRequest(req, res), context);
  };
  // Every page is rendered for the configured origin: Host is no part of a stored page's key, so a
  // fresh Host neither forces a render nor evicts a page (docs/decisions/0034-attack-run-2026-11-25.md).
  const publicCache =
    development || !builtPolicy || typeof options.build === "function"
      ? undefined
      : createPublicCache({
          cache: new PageCache(env.PAGE_STORE_MB * 1024 * 1024),
          targets: {
            storeAt: builtPolicy.storeAt,
            isUnknown: options.clientDir ? unknownPath(options.build, builtPolicy, files) : () => false,
          },
          buildId: options.build.assets.version,
          contentVersion: options.contentVersion,
          render,
          sendRendered: (res, response) => sendFetchResponse(res, response, secureCookies(res)),
        });
  if (publicCache) app.use(publicCache.middleware);

  // Metrics only when someone may read them (docs/decisions/0035-logs-and-metrics.md): no cost otherwise.
  const metricsToken = env.METRICS_TOKEN;
  const metrics =
    metricsToken && options.metricsSources
      ? createMetrics({
          ...options.metricsSources,
          pageStore:
            publicCache &&
            (() => ({
              hits: publicCache.cache.hits,
              misses: publicCache.cache.misses,
              bytes: publicCache.cache.bytes,
              entries: publicCache.cache.size,
            })),
        })
      : undefined;
  const observe = createRequestLog({ labelOf: (path) => labelOf(path), metrics, count: options.analytics?.count });
  app.use(compression());

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Fingerprinted build output never changes under its name.
    // No directory redirects: they would be permanent redirects without a Cache-Control.
    app.use("/assets", express.static(join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false }));
  }

  const allowedOrigins = (req: ExpressRequest, res: ExpressResponse) =>
    [`${clientOf(res).protocol}://${req.get("host")}`, env.PUBLIC_URL].filter((origin): origin is string => Boolean(origin));

  app.use(async (req, res, next) => {
    const policy = builtPolicy ?? (await policyNow());
    res.locals.policy = policy;
    // The same URL the router routes (app/lib/request-origin.server.ts): a look-alike path is another pathname.
    res.locals.oneClick = policy.isOneClick(req.method, res.locals.url as URL);
    const crossSite = isCrossSiteRequest(
      req.method,
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") },
      allowedOrigins(req, res),
    );
    if (crossSite && !res.locals.oneClick) {
      sendError(req, res, 403, "crossSite");
      return;
    }
    next();
  });

  // The upload routes read their multipart body as a stream, up to the image limit (app/server/upload.ts),
  // but only for a signed-in administrator, and only a few at a time: nobody else makes the
  // server hold megabytes (docs/decisions/0034-attack-run-2026-11-25.md).
  let uploadsInFlight = 0;
  app.use(async (req, res, next) => {
    const policy = res.locals.policy as RoutePolicy;
    if (!policy.isUpload(req.method, req.path) || !req.is("multipart/form-data")) return next();
    const cookie = req.get("cookie");
    const signedIn = cookie !== undefined && (await readSession(new Request(res.locals.url as URL, { headers: { cookie } }), secureCookies(res)));
    // Answered before a byte of the body is read; what follows is discarded, never held, for at most
    // two seconds so the client reads its answer (a close with unread data would reset it), then closed.
    const refuse = (status: number, key: ErrorKey) => {
      res.set("Connection", "close");
      req.resume();
      // Node destroys a closing socket once the answer is written, unread data or not: end it instead.
      const socket = req.socket;
      Object.assign(socket, {
        destroySoon: () => {
          socket.end();
          setTimeout(() => socket.destroy(), 2_000).unref();
        },
      });
      sendError(req, res, status, key);
    };
    if (!signedIn) return refuse(401, "unauthorized");
    if (uploadsInFlight >= maxConcurrentUploads) {
      res.set("Retry-After", "5");
      return refuse(503, "busy");
    }
    uploadsInFlight++;
    let released = false;
    const release = () => {
      if (!released) uploadsInFlight--;
      released = true;
    };
    res.once("finish", release);
    res.once("close", release);
    const upload = await parseUpload(req, res);
    if (!upload) {
      sendError(req, res, 400, "badRequest");
      return;
    }
    res.locals.upload = upload;
    next();
  });
  // A declared length over the limit is refused before a byte of it is kept. Up to
  // `lingerBytes` the rest is read and thrown away (nginx's "lingering close"): a client still
  // sending its body then reads the 413 instead of a reset connection (EPIPE), and the connection
  // stays usable. A bigger body, or one still arriving after `lingerMs`, gets the connection closed.
  app.use((req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    if (res.locals.upload || declared <= bodyLimitBytes) return next();
    if (declared > lingerBytes) {
      res.set("Connection", "close");
    } else {
      const giveUp = setTimeout(() => req.destroy(), lingerMs);
      req.once("close", () => clearTimeout(giveUp));
      req.resume();
    }
    sendError(req, res, 413, "tooLarge");
  });
  // Buffer every body up to the limit so no route can be fed more (a chunked one over it is a 413).
  const rawBody = express.raw({ type: () => true, limit: bodyLimitBytes });
  app.use((req, res, next) => (res.locals.upload ? next() : rawBody(req, res, next)));

  app.use(async (req, res, next) => {
    try {
      await sendFetchResponse(res, await render(req, res, res.locals.nonce as string), secureCookies(res));
    } catch (error) {
      next(error);
    }
  });

  const handleErrors: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" ? error.status : 500;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status === 413) {
      sendError(req, res, 413, "tooLarge");
    } else if (status >= 400 && status < 500) {
      sendError(req, res, status, "badRequest");
    } else {
      log.error({ reqId: requestIdSent(res), err: error }, "request failed");
      sendError(req, res, 500, "server");
    }
  };
  app.use(handleErrors);

  /*
   * A stored public page or public JSON is answered before Express (docs/decisions/0024-static-public-pages.md):
   * the same bytes and headers the cache middleware would send, without the router, the nonce or
   * the other middleware in between. Anything else, and every miss, goes on to Express.
   */
  return function listener(req: IncomingMessage, res: ServerResponse) {
    const facts = factsOf(req);
    // Both doors are logged, and every answer carries the request's id (app/server/request-log.ts).
    const observed = observe(req, res, facts === "bad-proto" ? normaliseIp(req.socket.remoteAddress) : facts.ip);
    const toExpress = () => {
      res.setHeader("X-Request-Id", observed.reqId);
      app(req, res);
    };
    // Before either door: Node parses TRACE, CONNECT or WebDAV verbs that no route takes and that the
    // Fetch Request refuses to hold (docs/decisions/0050-operations-hardening.md).
    if (!knownMethods.has(req.method ?? "")) {
      res.setHeader("X-Request-Id", observed.reqId);
      return refuseMethod(res);
    }
    const getOrHead = req.method === "GET" || req.method === "HEAD";
    // A probe (answered by Express's first step, whatever the Host) is logged at debug: a load balancer asks every second.
    const probe = probeOf(req);
    if (probe) {
      observed.route = probe;
      observed.quiet = true;
      return toExpress();
    }
    if (metrics && getOrHead && (req.url === metricsPath || req.url?.startsWith(`${metricsPath}?`)) && carriesToken(req, metricsToken!)) {
      observed.route = metricsPath;
      res.setHeader("X-Request-Id", observed.reqId);
      sendMetrics(res, metrics, req.method === "HEAD").catch((error: unknown) => {
        log.error({ reqId: observed.reqId, err: error }, "metrics could not be collected");
        if (!res.headersSent) res.writeHead(500, { "Cache-Control": "no-store" });
        res.end();
      });
      return;
    }
    if (!publicCache || !getOrHead) return toExpress();
    // Express refuses a bad scheme or Host; with Host out of the key the store must not answer one first.
    if (facts === "bad-proto" || !(req.headers.host !== undefined && isValidHost(req.headers.host))) return toExpress();
    try {
      // The stored head gets the id as it is sent (app/server/page-cache.ts).
      const served = publicCache.serveStored(req, res, facts.protocol, facts.protocol === "https", observed.reqId);
      if (served === false) return toExpress();
      if (served === true) observed.stored = true;
      else
        served
          .then((done) => {
            if (done) observed.stored = true;
            else toExpress();
          })
          .catch(toExpress);
    } catch {
      toExpress();
    }
  };
}
