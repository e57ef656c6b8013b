import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext } from "~/lib/context";
import { withSecureAttribute } from "~/lib/cookies.server";
import { sameSitePath } from "~/lib/same-site-path";
import { requestIdSent } from "../request-log";
import type { ParsedUpload } from "../upload";
import { clientOf } from "./client";

/** Turns the Express request into the Fetch request React Router expects. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = res.locals.url as URL;
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index], req.rawHeaders[index + 1]);
  }
  // React Router refuses an action whose Origin names another site; a route that accepts a one-click
  // post from anywhere (its `handle`, docs/decisions/0028-email-outbox.md) is let through, as the cross-site step checked.
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

/** Sends React Router's Fetch response through Express. */
export async function sendFetchResponse(res: ExpressResponse, response: Response, secureCookies: boolean) {
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

export interface RenderOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The site's origin: every absolute link is built from it, never from the request's Host. */
  origin: () => string;
  secureCookies: (res: ExpressResponse) => boolean;
}

/**
 * React Router's handler: `render` answers a request with the router (`nonce: ""` renders a page
 * to be stored, its scripts allowed by hash; the page store calls it too), `handler` is Express's
 * step that sends what it rendered.
 */
export function reactRouter({ build, mode, origin, secureCookies }: RenderOptions) {
  const handleRequest = createRequestHandler(build, mode);
  const render = (req: ExpressRequest, res: ExpressResponse, nonce: string) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, {
      nonce,
      clientIp: clientOf(res).ip,
      origin: origin(),
      secureCookies: secureCookies(res),
      uploadRefusal: (res.locals.upload as ParsedUpload | undefined)?.refusal,
      reqId: requestIdSent(res),
    });
    return handleRequest(toFetchRequest(req, res), context);
  };
  const handler: RequestHandler = async (req, res, next) => {
    try {
      await sendFetchResponse(res, await render(req, res, res.locals.nonce as string), secureCookies(res));
    } catch (error) {
      next(error);
    }
  };
  return { render, handler };
}
