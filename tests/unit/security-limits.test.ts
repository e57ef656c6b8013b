import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { clientFacts, isValidHost, normaliseIp, parseTrustProxy } from "~/lib/proxy.server";
import { RateLimiter } from "~/services/rate-limit.server";

/** Who the client is behind proxies, and how much memory counting clients may take. */

describe("client addresses", () => {
  it("have one spelling per address", () => {
    expect(normaliseIp("2001:DB8::1")).toBe("2001:db8::1");
    expect(normaliseIp("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(normaliseIp("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normaliseIp("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(normaliseIp("::FFFF:0102:0304")).toBe("1.2.3.4");
    expect(normaliseIp(" 198.51.100.7:8080 ")).toBe("198.51.100.7");
    expect(normaliseIp("::1")).toBe("::1");
    for (const bad of ["", "not-an-ip", "999.1.1.1", "1.2.3", "fe80::1%eth0", "1.2.3.4:port", "[::1", "1".repeat(100), undefined]) {
      expect(normaliseIp(bad), String(bad)).toBeUndefined();
    }
  });

  it("are the socket's address without TRUST_PROXY, whatever the headers say", () => {
    expect(clientFacts(false, "::ffff:127.0.0.1", "203.0.113.1", "https")).toEqual({ ip: "127.0.0.1", protocol: "http" });
  });

  it("are read that many hops back with a hop count, never from the left-most entry", () => {
    const one = parseTrustProxy("1");
    const two = parseTrustProxy("2");
    expect(clientFacts(one, "10.0.0.2", "6.6.6.6, 203.0.113.1", "https")).toEqual({ ip: "203.0.113.1", protocol: "https" });
    expect(clientFacts(two, "10.0.0.2", "6.6.6.6, 203.0.113.1, 10.0.0.1", "https, http")).toEqual({ ip: "203.0.113.1", protocol: "https" });
    // Fewer entries than hops: the furthest one there is.
    expect(clientFacts(two, "10.0.0.2", "203.0.113.1", undefined)).toEqual({ ip: "203.0.113.1", protocol: "http" });
    // No header: the socket.
    expect(clientFacts(one, "10.0.0.2", undefined, undefined)).toEqual({ ip: "10.0.0.2", protocol: "http" });
    // An unreadable entry where the client should be: the socket, not a new identity.
    for (const header of ["not-an-ip", ",,,", "1.2.3.4, ", "x".repeat(16_000)]) {
      expect(clientFacts(one, "10.0.0.2", header, undefined), header.slice(0, 20)).toEqual({ ip: "10.0.0.2", protocol: "http" });
    }
  });

  it("walk back over the listed proxies only", () => {
    const listed = parseTrustProxy("127.0.0.1, 10.0.0.0/8, fd00::/8");
    expect(clientFacts(listed, "127.0.0.1", "6.6.6.6, 203.0.113.5, 10.1.2.3", "https").valueOf()).toEqual({ ip: "203.0.113.5", protocol: "https" });
    expect(clientFacts(listed, "::ffff:127.0.0.1", "203.0.113.5, fd00::9", undefined)).toEqual({ ip: "203.0.113.5", protocol: "http" });
    // A client that reaches the app directly is itself, and its headers are ignored.
    expect(clientFacts(listed, "203.0.113.9", "10.0.0.1", "https")).toEqual({ ip: "203.0.113.9", protocol: "http" });
  });

  it("refuse a scheme other than http or https from a trusted proxy", () => {
    const one = parseTrustProxy("1");
    for (const proto of ["javascript", "https://x", "ftp", "https x"])
      expect(clientFacts(one, "10.0.0.2", undefined, proto), proto).toBe("bad-proto");
    expect(clientFacts(one, "10.0.0.2", undefined, "HTTPS")).toEqual({ ip: "10.0.0.2", protocol: "https" });
    // The value our proxy appended wins over the one the client wrote before it.
    expect(clientFacts(one, "10.0.0.2", "203.0.113.1", "javascript, https")).toEqual({ ip: "203.0.113.1", protocol: "https" });
  });

  it("accept only a hop count or a list of addresses/CIDRs as TRUST_PROXY", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("3")).toEqual({ hops: 3 });
    for (const bad of ["true", "yes", "-1", "1.5", "100", "one", "10.0.0.0/33", "fd00::/129", "10.0.0.1,,10.0.0.2", "10.0.0.1/8/8", "localhost"]) {
      expect(() => parseTrustProxy(bad), bad).toThrowError(/number of proxies/);
    }
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(/TRUST_PROXY: must be the number of proxies in front/);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual({ hops: 2 });
  });

  it("come with a Host header that is a host", () => {
    for (const ok of ["mahami.qa", "localhost:3000", "127.0.0.1:40123", "[::1]:3000", "MAHAMI.QA.", "my_host"])
      expect(isValidHost(ok), ok).toBe(true);
    for (const bad of ["a b", "evil.example/path", "a@b", "[::1", "host:port", "", "x".repeat(300), "-a.qa"])
      expect(isValidHost(bad), bad).toBe(false);
  });
});

describe("rate-limit windows", () => {
  it("count attempts in a fixed window shared through the database, then let the client in again", async () => {
    const limiter = new RateLimiter("test-window", 3, 60_000);
    const other = new RateLimiter("test-window", 3, 60_000);
    expect(await limiter.consume("203.0.113.1", 1_000)).toEqual({ allowed: true });
    // Another node's limiter over the same table counts for the same client.
    expect(await other.consume("203.0.113.1", 2_000)).toEqual({ allowed: true });
    expect(await limiter.consume("203.0.113.1", 3_000)).toEqual({ allowed: true });
    expect(await other.isBlocked("203.0.113.1", 4_000)).toEqual({ blocked: true, retryAfterSeconds: 57 });
    expect(await limiter.consume("203.0.113.1", 4_000)).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect((await limiter.isBlocked("203.0.113.2", 4_000)).blocked).toBe(false);
    expect(await limiter.consume("203.0.113.1", 61_000)).toEqual({ allowed: true });
    await limiter.reset("203.0.113.1");
    expect(await limiter.size()).toBe(0);
  });

  it("never keeps more rows than the cap after a sweep, and still limits the clients it keeps", async () => {
    const limiter = new RateLimiter("test-cap", 5, 60_000, 100);
    for (let index = 0; index < 300; index++) await limiter.consume(`198.51.${index >> 8}.${index & 255}`, 1_000 + index);
    await limiter.sweep(2_000);
    expect(await limiter.size()).toBe(100);
    for (let round = 0; round < 5; round++) expect((await limiter.consume("203.0.113.1", 2_000)).allowed).toBe(true);
    expect(await limiter.consume("203.0.113.1", 2_001)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.isBlocked("203.0.113.1", 2_002)).blocked).toBe(true);
  });

  it("makes room by forgetting the oldest window first, and sweeps ended ones", async () => {
    const limiter = new RateLimiter("test-oldest", 1, 1_000, 3);
    for (const [key, now] of [
      ["a", 0],
      ["b", 10],
      ["c", 20],
      ["d", 500],
    ] as const)
      await limiter.consume(key, now);
    await limiter.sweep(500);
    expect(await limiter.size()).toBe(3);
    expect((await limiter.isBlocked("a", 500)).blocked).toBe(false);
    for (const key of ["b", "c", "d"]) expect((await limiter.isBlocked(key, 500)).blocked, key).toBe(true);
    await limiter.sweep(1_100);
    expect(await limiter.size()).toBe(1);
  });
});
