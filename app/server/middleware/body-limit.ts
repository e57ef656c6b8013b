import express, { type RequestHandler } from "express";
import { bodyLimitBytes } from "../upload";
import { sendError } from "./errors";

/** An oversized body up to this size is read and discarded so its client reads the 413. */
const lingerBytes = 2 * 1024 * 1024;
const lingerMs = 5_000;

/**
 * Every body but an upload's (res.locals.upload, read by the upload gate) is held whole, up to
 * `bodyLimitBytes`, so no route can be fed more. A declared length over the limit is refused
 * before a byte of it is kept. Up to `lingerBytes` the rest is read and thrown away (nginx's
 * "lingering close"): a client still sending its body then reads the 413 instead of a reset
 * connection (EPIPE), and the connection stays usable. A bigger body, or one still arriving after
 * `lingerMs`, gets the connection closed. A chunked body over the limit is a 413 from the error handler.
 */
export function bodyLimit(): RequestHandler[] {
  const rawBody = express.raw({ type: () => true, limit: bodyLimitBytes });
  return [
    (req, res, next) => {
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
    },
    (req, res, next) => (res.locals.upload ? next() : rawBody(req, res, next)),
  ];
}
