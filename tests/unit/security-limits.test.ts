import { describe, expect, it } from "vitest";
import { RateLimiter } from "~/lib/rate-limit.server";

/** How much memory counting clients may take. */

describe("rate-limit memory", () => {
  it("never holds more keys than its cap, and still limits the clients it holds", () => {
    const limiter = new RateLimiter(5, 60_000, 1_000);
    for (let index = 0; index < 50_000; index++) {
      limiter.consume(`198.51.${index >> 8}.${index & 255}`, index);
      expect(limiter.size).toBeLessThanOrEqual(1_000);
    }
    expect(limiter.size).toBe(1_000);
    for (let round = 0; round < 5; round++) expect(limiter.consume("203.0.113.1", 50_000).allowed).toBe(true);
    expect(limiter.consume("203.0.113.1", 50_001)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.isBlocked("203.0.113.1", 50_002).blocked).toBe(true);
  });

  it("makes room by forgetting the oldest window first", () => {
    const limiter = new RateLimiter(1, 1_000, 3);
    limiter.consume("a", 0);
    limiter.consume("b", 10);
    limiter.consume("c", 20);
    limiter.consume("d", 500);
    expect(limiter.size).toBe(3);
    expect(limiter.isBlocked("a", 500).blocked).toBe(false);
    for (const key of ["b", "c", "d"]) expect(limiter.isBlocked(key, 500).blocked, key).toBe(true);
  });
});
