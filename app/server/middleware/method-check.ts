import type { IncomingMessage, ServerResponse } from "node:http";
import arStrings from "~/locales/ar";
import enStrings from "~/locales/en";
import { createNonce, securityHeaders } from "~/lib/security-headers.server";

/** The methods a route of this site may take; any other is a 405 before routing. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const allowHeader = [...knownMethods].join(", ");

/**
 * The listener's first door: Node parses TRACE, CONNECT or WebDAV verbs that no route takes and
 * that the Fetch Request refuses to hold (docs/decisions/0050-operations-hardening.md). Such a
 * request gets a 405 in both languages, like the errors answered before React Router, and true.
 */
export function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse, requestId: string) {
  if (knownMethods.has(req.method ?? "")) return false;
  const body = `${arStrings.api.methodNotAllowed}\n${enStrings.api.methodNotAllowed}\n`;
  res.setHeader("X-Request-Id", requestId);
  res.writeHead(405, {
    Allow: allowHeader,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    ...securityHeaders(createNonce(), { secure: false, development: false }),
  });
  res.end(body);
  return true;
}
