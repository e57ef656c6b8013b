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

const oneClickUnsubscribePaths: ReadonlySet<string> = new Set(["/newsletter/unsubscribe", "/en/newsletter/unsubscribe"]);

/**
 * The newsletter's unsubscribe address, which mail clients POST to from anywhere (RFC 8058
 * one-click), so it is exempt from the cross-site checks (docs/decisions/0028-email-outbox.md).
 * The exemption is kept narrow on purpose: only a POST, only to exactly one of the two unsubscribe
 * paths of `url` — the URL the router itself routes (app/lib/request-origin.server.ts: dot
 * segments already resolved, nothing decoded), so a look-alike such as
 * `/newsletter/unsubscribe/../contact`, `/newsletter/unsubscribex`, `/newsletter/unsubscribe.data`
 * or a query naming another path is a different pathname and stays refused — and only with a
 * `token`. That route's action (app/routes/site/newsletter-link.tsx) reads nothing but the token,
 * needs no session or cookie and can only unsubscribe the token's owner, so a cross-site post of
 * it can do nothing but what that owner's mail client asks.
 */
export function isOneClickUnsubscribe(method: string, url: URL) {
  return method === "POST" && oneClickUnsubscribePaths.has(url.pathname) && Boolean(url.searchParams.get("token"));
}
