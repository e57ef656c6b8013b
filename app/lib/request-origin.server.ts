import { isValidHost } from "./proxy.server";

/*
 * The request's own URL, built only from a well-formed scheme and Host (docs/decisions/0022-hardening-after-the-attack-run.md: a
 * malformed Host or X-Forwarded-* header is a 400, never a 500). Whatever a client writes in
 * these headers ends up in canonical links and the router's URL, so nothing else gets through.
 */

/**
 * The absolute URL of a request, or undefined when its scheme (X-Forwarded-Proto behind a
 * trusted proxy) is not `http`/`https` or its Host is malformed. A missing Host (HTTP/1.0) reads
 * as localhost. `target` is the request line's target: a path (kept as it is, so `//x` stays a
 * path on this host), an absolute URL from a proxy (only its path and query count) or `*`.
 */
export function requestUrl(scheme: string, host: string | undefined, target: string): URL | undefined {
  if (scheme !== "http" && scheme !== "https") return undefined;
  const authority = host ?? "localhost";
  if (!isValidHost(authority)) return undefined;
  const origin = `${scheme}://${authority}`;
  try {
    if (target.startsWith("/")) return new URL(origin + target);
    if (/^https?:\/\//i.test(target)) {
      const absolute = new URL(target);
      return new URL(origin + absolute.pathname + absolute.search);
    }
    return new URL(`${origin}/${target}`);
  } catch {
    return undefined;
  }
}
