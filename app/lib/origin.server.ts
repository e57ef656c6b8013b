/**
 * Cross-site request refusal (docs/decisions/0012-security-baseline.md): a state-changing request whose `Origin`
 * names another origin, or that the browser marks `Sec-Fetch-Site: cross-site`, is refused.
 * Requests without either header (curl, server-to-server) pass; they carry no ambient cookies
 * from a browser on another site. A route may accept a one-click post from anywhere (its `handle`,
 * app/lib/route-handle.ts; app/server/route-policy.ts checks it).
 */
export function isCrossSiteRequest(method: string, headers: { origin?: string; secFetchSite?: string }, allowedOrigins: readonly string[]) {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  return !allowedOrigins.includes(headers.origin);
}
