import { BlockList, isIPv4, isIPv6 } from "node:net";
import { boundedMemo } from "./bounded-memo";

// The client is found by walking X-Forwarded-For back over our own proxies only: its first entry is whatever the client wrote (docs/decisions/0022-hardening-after-the-attack-run.md).

/** `false`: no proxy, the headers are ignored. */
export type TrustProxy = false | { hops: number } | { proxies: BlockList };

export const trustProxyHelp = "must be the number of proxies in front (1, 2, …) or a comma list of their addresses/CIDRs, e.g. 127.0.0.1,10.0.0.0/8";

/** Parses TRUST_PROXY; throws an Error with `trustProxyHelp` when the value is neither form. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false" || text === "no") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 0 && hops <= 32) return { hops };
    throw new Error(trustProxyHelp);
  }
  const proxies = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    const [address, prefix, extra] = entry.split("/");
    const ip = normaliseIp(address);
    if (!ip || extra !== undefined) throw new Error(trustProxyHelp);
    const family = isIPv4(ip) ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      proxies.addAddress(ip, family);
      continue;
    }
    const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits >= 0 && bits <= (family === "ipv4" ? 32 : 128))) throw new Error(trustProxyHelp);
    proxies.addSubnet(ip, bits, family);
  }
  return { proxies };
}

// The proxy's or the client's address and the Host repeat on every request: each is checked once.
const normalisedIp = boundedMemo(readIp, 1_000);

/** One spelling per address (RFC 5952, IPv4-mapped as IPv4, no port), so each client has one rate-limit key; undefined if not an address. */
export function normaliseIp(value: string | undefined): string | undefined {
  return value ? normalisedIp(value) : undefined;
}

function readIp(value: string): string | undefined {
  let text = value.trim();
  if (text.length > 64) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(":"));
  if (isIPv4(text)) return text;
  if (!isIPv6(text) || text.includes("%")) return undefined;
  const compressed = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  // The URL parser writes an IPv4-mapped address in hex: ::ffff:102:304 is 1.2.3.4.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(compressed);
  if (mapped) {
    const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return compressed;
}

function trusts(trust: Exclude<TrustProxy, false>, address: string, hop: number) {
  if ("hops" in trust) return hop < trust.hops;
  return trust.proxies.check(address, isIPv4(address) ? "ipv4" : "ipv6");
}

export interface ClientFacts {
  /** The client's normalised IP: the key of every per-client limit. */
  ip: string;
  protocol: "http" | "https";
}

/**
 * The client's address and scheme ("bad-proto", a 400, for a trusted X-Forwarded-Proto that is neither).
 * An unreadable entry falls back to the socket: nobody gains a new identity by sending garbage.
 */
export function clientFacts(
  trust: TrustProxy,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
  encrypted = false,
): ClientFacts | "bad-proto" {
  const socketIp = normaliseIp(socketAddress) ?? "0.0.0.0";
  const ownProtocol = encrypted ? "https" : "http";
  // Neither header (a request that came straight to the node): nothing to read.
  if (!trust || (!forwardedFor && !forwardedProto)) return { ip: socketIp, protocol: ownProtocol };

  const entries = (forwardedFor ?? "").split(",").map((entry) => entry.trim());
  if (entries.length === 1 && entries[0] === "") entries.pop();
  let ip = socketIp;
  let proxiesPassed = 0;
  let unreadable = false;
  while (proxiesPassed < entries.length && trusts(trust, ip, proxiesPassed)) {
    const next = normaliseIp(entries[entries.length - 1 - proxiesPassed]);
    proxiesPassed += 1;
    if (!next) {
      unreadable = true;
      break;
    }
    ip = next;
  }
  if (unreadable) ip = socketIp;

  // The scheme the outermost of our proxies saw: as many places from the right as proxies passed.
  if (!trusts(trust, socketIp, 0)) return { ip, protocol: ownProtocol };
  const protoValues = (forwardedProto ?? "").split(",").map((value) => value.trim().toLowerCase());
  const proto = protoValues[Math.max(0, protoValues.length - Math.max(1, proxiesPassed))];
  if (!proto) return { ip, protocol: ownProtocol };
  if (proto !== "http" && proto !== "https") return "bad-proto";
  return { ip, protocol: proto };
}

/** A DNS label: letters, digits, `-` (not at either end) and `_` (container names use it). */
const label = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const hostnamePattern = new RegExp(`^${label}(?:\\.${label})*\\.?$`, "i");

/** `hostname`, IPv4 or `[IPv6]`, with an optional port: anything else would break URL building later, so it is a 400. */
export const isValidHost = boundedMemo(checkHost, 1_000);

function checkHost(host: string) {
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
 * The network a client's address stands for in rate limits: an IPv4 address alone, an IPv6 address
 * by its /64, since one subscriber is handed a whole /64 (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export function clientNetwork(ip: string) {
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
