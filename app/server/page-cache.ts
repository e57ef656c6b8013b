import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";
import { splitLocalePath } from "~/config/pages";
import { boundedMemo } from "~/lib/bounded-memo";
import { carriesFlash, languageFromCookies } from "~/lib/cookies.server";
import { isValidHost } from "~/lib/proxy.server";
import { contentSecurityPolicy, securityHeaders } from "~/lib/security-headers.server";
import type { FactsOf } from "./middleware/client";
import { healthPath, readyPath } from "./middleware/probes";
import type { Observed } from "./request-log";
import { type RoutePolicy, unknownPathOf } from "./route-policy";

/**
 * Public pages and public JSON, rendered once per URL and content version and sent as stored
 * bytes (docs/decisions/0007-page-cache-per-content-version.md, 0024-static-public-pages.md):
 * identical for every visitor of one language, compressed once as br and gzip, with a strong
 * ETag (304 on If-None-Match) and a Cache-Control a CDN can use. A page is rendered without a
 * nonce; its CSP allows its inline scripts by their sha256 hashes. The 404 page is stored once per
 * language the same way and answers every path no route but the catch-all takes
 * (app/server/known-paths.ts): a flood of random paths costs what a stored page costs. Which
 * paths are stored is declared by the routes (app/server/route-policy.ts); the store is bounded by
 * bytes (docs/decisions/0031-http-policy-on-the-routes.md).
 */

export type Encoding = "br" | "gzip" | "identity";

export interface CachedResponse {
  version: string;
  /** 200, or 404 for the stored 404 page (sent without ETag: never a 304). */
  status: number;
  /** Content-Type, Cache-Control and Vary, as sent with every representation. */
  headers: Record<string, string>;
  /** `sha256-…` of each inline script of a page (none for JSON). */
  scriptHashes: string[] | undefined;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  /**
   * Every header of a 200 (security headers, CSP, ETag, encoding, length), built once per
   * encoding and scheme as the flat list `res.writeHead` takes: answering a stored entry sets no
   * header one by one.
   */
  heads: Map<string, string[]>;
}

/** Browsers revalidate every time (a 304 is cheap); a CDN keeps a page a minute and serves a stale one while it refetches. */
export const pageCacheControl = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600";

export interface CacheTarget {
  key: string;
  kind: "page" | "json" | "notFound";
}

/** What decides whether a request may be answered from the store, from Express or a bare node:http request. */
export interface CacheRequest {
  method: string | undefined;
  /** The request target as sent: path and query. */
  url: string;
  cookie: string | undefined;
}

/** Which requests the store answers: from the routes' declared policy (app/server/route-policy.ts). */
export interface StoreTargets {
  /** What the store keeps at a request target without a query. */
  storeAt: (target: string) => "page" | "json" | undefined;
  /** True for a path only the 404 page answers (app/server/known-paths.ts). */
  isUnknown: (path: string) => boolean;
}

/**
 * Plain GETs and HEADs, without a query string, of a public page or the public JSON, or of a path
 * only the 404 page answers (one entry per language). Not a page asked for with a one-shot notice
 * (the flash cookie), nor an Arabic URL with the language cookie set to English (that one
 * redirects): those are rendered for their visitor and never stored.
 */
export function cacheTargetOf(req: CacheRequest, protocol: string, targets: StoreTargets): CacheTarget | undefined {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.url.includes("?") || !req.url.startsWith("/")) return undefined;
  // Host is no part of the key: every page is rendered for the configured origin, whatever Host a
  // request names (docs/decisions/0034-attack-run-2026-11-25.md).
  const origin = protocol;
  const key = `${origin}${req.url}`;
  const stored = targets.storeAt(req.url);
  if (stored === "json") return { key, kind: "json" };
  if (!stored && !targets.isUnknown(req.url)) return undefined;
  const { locale } = splitLocalePath(req.url);
  if (req.cookie && (carriesFlash(req.cookie) || (locale === "ar" && languageFromCookies(req.cookie) === "en"))) return undefined;
  // A space never appears in a request target: no URL's key can be a 404's.
  return stored ? { key, kind: "page" } : { key: `404 ${origin} ${locale}`, kind: "notFound" };
}

/** Every encoding's bytes of an entry: what it costs the store. */
const sizeOf = (entry: CachedResponse) => entry.bodies.br.length + entry.bodies.gzip.length + entry.bodies.identity.length + 1024;

/** The stored responses within `maxBytes` (their bodies in every encoding), the least recently used dropped first. */
export class PageCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  /** Requests answered from the store, and requests it could keep but did not hold, since start (app/server/metrics.ts). */
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  get(key: string, version: string) {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : undefined;
  }

  set(key: string, entry: CachedResponse) {
    this.entries.set(key, entry);
  }

  /** Bytes held now (never over `maxBytes`). */
  get bytes() {
    return this.entries.calculatedSize;
  }

  get size() {
    return this.entries.size;
  }
}

// A data block (`application/ld+json`) is never run, so CSP does not govern it and it needs no hash (docs/decisions/0063-share-images-and-structured-data.md).
const inlineScript = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash source of every inline script of an HTML page. */
export function inlineScriptHashes(html: string) {
  return [...new Set([...html.matchAll(inlineScript)].map((match) => `sha256-${createHash("sha256").update(match[1]).digest("base64")}`))];
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed once per content version, at the highest settings, off the main thread (zlib's pool). */
async function compressAll(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity: body };
}

/** A strong ETag per representation: the build, the content version and the encoding name it. */
function etagsOf(buildId: string, version: string): Record<Encoding, string> {
  const base = `${buildId}.${version.replace(/[^\w.:-]/g, "_")}`;
  return { br: `"${base}.br"`, gzip: `"${base}.gz"`, identity: `"${base}"` };
}

/**
 * br when the client takes it, else gzip, else the plain bytes: the smallest the client accepts
 * (its own order does not matter: Chromium lists gzip first).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  return chosenEncoding(acceptEncoding);
}

/** Browsers send a handful of distinct values: each is parsed once. */
const chosenEncoding = boundedMemo(parseAcceptEncoding, 64);

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** True when an If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

export interface PublicCacheOptions {
  cache: PageCache;
  /** What the store answers (the routes' policy). */
  targets: StoreTargets;
  /** Names the code the pages were rendered with (React Router's build version). */
  buildId: string;
  /** The public content's version (db/content-version.server.ts), read once per request. */
  contentVersion: () => string | Promise<string>;
  /** Renders the request with React Router; `nonce: ""` renders a page without one. */
  render: (req: ExpressRequest, res: ExpressResponse, nonce: string) => Promise<Response>;
  /** Sends a response that is not stored, as rendered. */
  sendRendered: (res: ExpressResponse, response: Response) => Promise<void>;
}

/** The enforced CSP of a stored answer over https (`secure`) or not, its scripts allowed by hash (none for JSON). */
const policyOf = (secure: boolean, scriptHashes: string[]) => contentSecurityPolicy({ scriptHashes }, { secure, development: false });

/** The headers every stored answer carries over https (`secure`) or not, but the CSP. */
function headersOf(secure: boolean) {
  const { "Content-Security-Policy": _policy, ...headers } = securityHeaders("", { secure, development: false });
  return headers;
}

/**
 * The store's two doors (docs/decisions/0024-static-public-pages.md). `middleware` is Express's
 * step after the host check: it answers from the store or renders, stores and answers. `door`
 * answers a bare node:http request from the store before Express sees it (app/server/app.ts):
 * the same bytes and headers, without the router, the nonce or the other steps in between; a
 * stored entry's key names the scheme and target that Express already checked when it stored it.
 */
export function createPublicCache(options: PublicCacheOptions) {
  const { cache, buildId, targets } = options;
  const filling = new Map<string, Promise<CachedResponse | undefined>>();

  async function fill(req: ExpressRequest, res: ExpressResponse, target: CacheTarget, version: string) {
    const response = await options.render(req, res, "");
    const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    const expected = target.kind === "notFound" ? 404 : 200;
    if (response.status !== expected || (target.kind === "notFound" && !isHtml) || response.headers.has("set-cookie") || !response.body) {
      // Not stored: sent as rendered, its inline scripts (rendered without a nonce) allowed by hash.
      if (isHtml && response.body) {
        const html = await response.text();
        res.setHeader("Content-Security-Policy", policyOf(res.locals.secure as boolean, inlineScriptHashes(html)));
        await options.sendRendered(res, new Response(html, response));
      } else {
        await options.sendRendered(res, response);
      }
      return undefined;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string> = {
      "Content-Type": response.headers.get("content-type") ?? "application/octet-stream",
      // The public JSON keeps its route's (publicCache of app/services/api.server.ts); a 404 is kept by no one.
      "Cache-Control": { page: pageCacheControl, notFound: "no-store", json: response.headers.get("cache-control") ?? "no-cache" }[target.kind],
      // The language cookie and the one-shot notice change what an unprefixed or any public URL answers.
      Vary: target.kind === "json" ? "Accept-Encoding" : "Accept-Encoding, Cookie",
    };
    const entry: CachedResponse = {
      version,
      status: expected,
      headers,
      scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : undefined,
      bodies: await compressAll(body),
      etags: etagsOf(buildId, version),
      heads: new Map(),
    };
    cache.set(target.key, entry);
    return entry;
  }

  /** The headers of an entry's answer (its 200, or the 404 page's 404) in one encoding, over https or not (built on first use). */
  function headOf(entry: CachedResponse, encoding: Encoding, secure: boolean) {
    const key = `${encoding}.${secure}`;
    let head = entry.heads.get(key);
    if (head) return head;
    const headers: Record<string, string> = { ...headersOf(secure), ...entry.headers };
    // JSON runs no script: its policy allows none.
    headers["Content-Security-Policy"] = policyOf(secure, entry.scriptHashes ?? []);
    if (entry.status === 200) headers.ETag = entry.etags[encoding];
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(entry.bodies[encoding].length);
    head = Object.entries(headers).flat();
    entry.heads.set(key, head);
    return head;
  }

  /** The stored head with an `X-Request-Id` at its end, kept beside it: its value is set per answer (no array copied per request). */
  function headWithIdOf(entry: CachedResponse, encoding: Encoding, secure: boolean) {
    const key = `${encoding}.${secure}.id`;
    let head = entry.heads.get(key);
    if (!head) entry.heads.set(key, (head = [...headOf(entry, encoding, secure), "X-Request-Id", ""]));
    return head;
  }

  /**
   * `requestId` (the bare node:http door) is added to the stored head as it is sent: a header set
   * beforehand with setHeader would make writeHead check and copy every header of the head one by one.
   */
  function send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, secure: boolean, requestId?: string) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const head = headOf(entry, encoding, secure);
    if (entry.status === 200 && matchesEtag(req.headers["if-none-match"], entry.etags[encoding])) {
      if (requestId) res.setHeader("X-Request-Id", requestId);
      // A 304 carries the 200's headers but its body's encoding and length (RFC 9110 §15.4.5).
      for (let index = 0; index < head.length; index += 2) {
        if (head[index] !== "Content-Encoding" && head[index] !== "Content-Length") res.setHeader(head[index], head[index + 1]);
      }
      res.writeHead(304);
      res.end();
      return;
    }
    if (requestId) {
      // The head's last value is the id's place: filled in, and read by writeHead before anything else runs.
      const withId = headWithIdOf(entry, encoding, secure);
      withId[withId.length - 1] = requestId;
      res.writeHead(entry.status, withId);
    } else {
      res.writeHead(entry.status, head);
    }
    res.end(req.method === "HEAD" ? undefined : entry.bodies[encoding]);
  }

  const requestOf = (req: IncomingMessage): CacheRequest => ({
    method: req.method,
    url: req.url ?? "",
    cookie: req.headers.cookie,
  });

  /**
   * Answers from the store when it holds this request's entry at the current content version;
   * false (nothing sent) otherwise. Synchronous when the version is (SQLite): no promise on the way.
   */
  function serveStored(req: IncomingMessage, res: ServerResponse, protocol: string, secure: boolean, requestId?: string): boolean | Promise<boolean> {
    const target = cacheTargetOf(requestOf(req), protocol, targets);
    if (!target) return false;
    const serveAt = (version: string) => {
      const entry = cache.get(target.key, version);
      // A miss goes on to the middleware below, which counts it.
      if (!entry) return false;
      cache.hits++;
      send(req, res, entry, secure, requestId);
      return true;
    };
    const version = options.contentVersion();
    return typeof version === "string" ? serveAt(version) : version.then(serveAt);
  }

  /**
   * The door before Express: a GET or HEAD the store holds is answered here, and true is returned
   * (a promise still pending answers it, or hands it to `toExpress` on a miss: PostgreSQL's
   * content version). False: nothing sent, Express answers.
   */
  function door(req: IncomingMessage, res: ServerResponse, facts: ReturnType<FactsOf>, observed: Observed, toExpress: () => void): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // Express refuses a bad scheme or Host; with Host out of the key the store must not answer one first.
    if (facts === "bad-proto" || !(req.headers.host !== undefined && isValidHost(req.headers.host))) return false;
    try {
      // The stored head gets the id as it is sent.
      const served = serveStored(req, res, facts.protocol, facts.protocol === "https", observed.reqId);
      if (served === false) return false;
      if (served === true) observed.stored = true;
      else
        served
          .then((done) => {
            if (done) observed.stored = true;
            else toExpress();
          })
          .catch(toExpress);
      return true;
    } catch {
      return false;
    }
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const target = cacheTargetOf(requestOf(req), (res.locals.client as { protocol: string }).protocol, targets);
    if (!target) return next();
    const secure = res.locals.secure as boolean;
    try {
      const version = await options.contentVersion();
      let entry = cache.get(target.key, version);
      if (entry) cache.hits++;
      else cache.misses++;
      if (!entry) {
        const inFlight = filling.get(target.key);
        if (inFlight) {
          entry = await inFlight;
        } else {
          // HEAD has no body to store: it is answered from a stored GET, or rendered as usual.
          if (req.method !== "GET") return next();
          const filled = fill(req, res, target, version).finally(() => filling.delete(target.key));
          filling.set(target.key, filled);
          const stored = await filled;
          if (stored) send(req, res, stored, secure);
          return;
        }
        // The render another request started was not stored (a redirect, an error): render this one.
        if (!entry || entry.version !== version) return next();
      }
      send(req, res, entry, secure);
    } catch (error) {
      next(error);
    }
  };

  return { middleware, door, cache };
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

/**
 * The policy's `storeAt`, but never at a file of build/client: a route with a parameter (a campaign
 * page's `/:slug`, docs/decisions/0060-campaign-pages.md) would otherwise claim `/favicon.svg`
 * before the static files are served.
 */
function storeAtBesideFiles(policy: RoutePolicy, files: string[] | undefined) {
  const known = new Set(files);
  return (target: string) => (known.has(target) ? undefined : policy.storeAt(target));
}

export interface PageStoreOptions extends Pick<PublicCacheOptions, "contentVersion" | "render" | "sendRendered"> {
  /** PAGE_STORE_MB in bytes. */
  maxBytes: number;
  build: ServerBuild;
  /** The routes' policy, read once from the build (app/server/route-policy.ts). */
  policy: RoutePolicy;
  /** The files of build/client by path; absent (no client folder): no path is known to be unknown. */
  files: string[] | undefined;
}

/**
 * The production page store: what the routes declare, bounded by `maxBytes`. Every page is
 * rendered for the configured origin: Host is no part of a stored page's key, so a fresh Host
 * neither forces a render nor evicts a page (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export function pageStore({ maxBytes, build, policy, files, ...rest }: PageStoreOptions) {
  return createPublicCache({
    ...rest,
    cache: new PageCache(maxBytes),
    targets: { storeAt: storeAtBesideFiles(policy, files), isUnknown: files ? unknownPath(build, policy, files) : () => false },
    buildId: build.assets.version,
  });
}
