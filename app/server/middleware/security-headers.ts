import type { RequestHandler } from "express";
import { clientFacts, isValidHost } from "~/lib/proxy.server";
import { createNonce, securityHeaders } from "~/lib/security-headers.server";
import type { FactsOf } from "./client";

/**
 * Express's first step: the client (res.locals.client), the page's nonce, and the security headers
 * every answer carries (docs/decisions/0012-security-baseline.md). A request nothing sensible can be
 * built from (res.locals.malformed: a Host that is no host name, a scheme from our proxy that is
 * neither http nor https, a NUL in the URL) is answered without HSTS, and refused by the host check.
 */
export function securityHeadersStep({ factsOf, development }: { factsOf: FactsOf; development: boolean }): RequestHandler {
  return (req, res, next) => {
    const facts = factsOf(req);
    const host = req.get("host");
    // A NUL in the path or query names nothing on this site, and PostgreSQL refuses it in any text.
    const malformed = facts === "bad-proto" || (host !== undefined && !isValidHost(host)) || req.url.includes("%00");
    res.locals.malformed = malformed;
    res.locals.client = facts === "bad-proto" ? clientFacts(false, req.socket.remoteAddress, undefined, undefined) : facts;
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.locals.secure = res.locals.client.protocol === "https" && !malformed;
    res.set(securityHeaders(nonce, { secure: res.locals.secure, development }));
    next();
  };
}
