import type { RequestHandler } from "express";
import { requestUrl } from "~/lib/request-origin.server";
import { clientOf } from "./client";
import { sendError } from "./errors";

/**
 * A Host that is no host name, a scheme from our proxy that is neither http nor https, or a NUL in
 * the URL (res.locals.malformed, from the security-headers step): nothing sensible can be built
 * from it (URLs, origins, cookies), so it is a 400 here. Otherwise the request's own URL
 * (res.locals.url), from the checked scheme and Host (app/lib/request-origin.server.ts). A NUL byte
 * in it is refused too: PostgreSQL can neither store nor compare one, so a `%00` in a path
 * parameter or a query value would otherwise end as a 500 there.
 */
export function hostCheck(): RequestHandler {
  return (req, res, next) => {
    if (res.locals.malformed === true) return sendError(req, res, 400, "badRequest");
    res.locals.url = /%00/.test(req.originalUrl) ? undefined : requestUrl(clientOf(res).protocol, req.get("host"), req.originalUrl);
    if (res.locals.url) return next();
    sendError(req, res, 400, "badRequest");
  };
}
