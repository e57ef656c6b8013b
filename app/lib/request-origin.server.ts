import { isIPv6 } from "node:net";

/*
 * The request's own URL, built only from a well-formed scheme and Host (decisions.md §7: a
 * malformed Host or X-Forwarded-* header is a 400, never a 500). Whatever a client writes in
 * these headers ends up in canonical links and the router's URL, so nothing else gets through.
 */

/** A DNS label: letters, digits, `-` (not at either end) and `_` (container names use it). */
const label = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const hostnamePattern = new RegExp(`^${label}(?:\\.${label})*\\.?$`, "i");

/** `hostname`, IPv4 or `[IPv6]`, with an optional port from 1 to 65535. */
export function isValidHost(host: string) {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host);
  if (!match) return false;
  const [, name, port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  // No zone id (`%eth0`): it names an interface of the client's machine, not this site.
  if (name.startsWith("[")) return !name.includes("%") && isIPv6(name.slice(1, -1));
  if (name.length > 253 || !hostnamePattern.test(name)) return false;
  // A name of digits and dots is an IPv4 address to URL parsers: it must be a valid one.
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

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
