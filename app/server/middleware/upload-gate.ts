import type { RequestHandler, Response as ExpressResponse } from "express";
import { readSession } from "~/services/session.server";
import type { RoutePolicy } from "../route-policy";
import { maxConcurrentUploads, parseUpload } from "../upload";
import { type ErrorKey, sendError } from "./errors";

/**
 * The upload routes read their multipart body as a stream, up to the image limit (app/server/upload.ts),
 * but only for a signed-in administrator, and only a few at a time: nobody else makes the
 * server hold megabytes (docs/decisions/0034-attack-run-2026-11-25.md). The parsed form is
 * res.locals.upload; the count of uploads in flight is this gate's own.
 */
export function uploadGate({ secureCookies }: { secureCookies: (res: ExpressResponse) => boolean }): RequestHandler {
  let uploadsInFlight = 0;
  return async (req, res, next) => {
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
    if (!upload) return sendError(req, res, 400, "badRequest");
    res.locals.upload = upload;
    next();
  };
}
