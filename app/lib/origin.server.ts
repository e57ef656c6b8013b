/**
 * Cross-site request refusal (docs/decisions/0012-security-baseline.md): a state-changing request whose `Origin`
 * names another origin, or that the browser marks `Sec-Fetch-Site: cross-site`, is refused.
 * Requests without either header (curl, server-to-server) pass; they carry no ambient cookies
 * from a browser on another site.
 */
export function isCrossSiteRequest(method: string, headers: { origin?: string; secFetchSite?: string }, allowedOrigins: readonly string[]) {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  return !allowedOrigins.includes(headers.origin);
}

/**
 * The newsletter's unsubscribe address, which mail clients POST to from anywhere (RFC 8058
 * one-click): it needs only the link's token, no session or cookie, so a cross-site post of it
 * can do nothing but what the token's owner asked (docs/decisions/0028-email-outbox.md).
 */
export function isOneClickUnsubscribe(path: string) {
  return path === "/newsletter/unsubscribe" || path === "/en/newsletter/unsubscribe";
}
