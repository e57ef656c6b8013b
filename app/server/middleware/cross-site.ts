import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { isCrossSiteRequest } from "~/lib/origin.server";
import type { RoutePolicy } from "../route-policy";
import { clientOf } from "./client";
import { sendError } from "./errors";

/**
 * The routes' policy for this request (res.locals.policy, app/server/route-policy.ts), whether it
 * is a one-click post a route accepts from anywhere (res.locals.oneClick,
 * docs/decisions/0028-email-outbox.md), and a 403 for any other request another site sends.
 */
export function crossSite({
  policyNow,
  publicUrl,
}: {
  policyNow: () => RoutePolicy | Promise<RoutePolicy>;
  publicUrl: string | undefined;
}): RequestHandler {
  const allowedOrigins = (req: ExpressRequest, res: ExpressResponse) =>
    [`${clientOf(res).protocol}://${req.get("host")}`, publicUrl].filter((origin): origin is string => Boolean(origin));
  return async (req, res, next) => {
    const now = policyNow();
    const policy = now instanceof Promise ? await now : now;
    res.locals.policy = policy;
    // The same URL the router routes (app/lib/request-origin.server.ts): a look-alike path is another pathname.
    res.locals.oneClick = policy.isOneClick(req.method, res.locals.url as URL);
    const crossSite = isCrossSiteRequest(
      req.method,
      { origin: req.get("origin"), secFetchSite: req.get("sec-fetch-site") },
      allowedOrigins(req, res),
    );
    if (crossSite && !res.locals.oneClick) return sendError(req, res, 403, "crossSite");
    next();
  };
}
