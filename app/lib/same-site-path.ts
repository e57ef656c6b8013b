const base = "http://same-site.invalid";

/**
 * A path of this site to redirect to, or `fallback`: the one check every redirect target passes
 * (docs/decisions/0034-attack-run-2026-11-25.md). The value is normalised first, as the browser
 * will read it, and the result is what gets checked: `//evil`, `/.//evil`, `/a/..//evil` and
 * `/%2e//evil` all name another host. Backslashes and control characters (which browsers treat as
 * `/` or drop), raw or percent-encoded, are refused outright.
 */
export function sameSitePath(to: unknown, fallback = "/") {
  if (typeof to !== "string" || to.length > 2048 || !to.startsWith("/")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(to) || /%(?:0[0-9a-f]|1[0-9a-f]|7f|5c)/i.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !path.startsWith("/") || path.startsWith("//")) return fallback;
  // Nor `/%2F%2Fevil`: harmless here, but one more decoding step (a proxy, another redirect) away.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  return decoded.startsWith("//") ? fallback : path;
}
