import type { ErrorRequestHandler } from "express";
import { log } from "~/domain/log.server";
import { requestIdSent } from "../request-log";
import { sendError } from "./errors";

/**
 * Express's last step: an error a step passed on is a 413 (a body over the limit), a 400 (any
 * other client error: a bad body, a malformed URL) or a logged 500; an answer already under way is cut.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, _next) => {
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
}
