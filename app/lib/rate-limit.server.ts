/**
 * Fixed-window counters kept in memory: the site runs as one Node process, so no shared store is
 * needed. Windows reset on restart, which errs on the visitor's side.
 *
 * The store is capped at `maxKeys`: whatever the traffic, memory stays bounded. Keys are
 * normalised IPs (and a capped email for sign-in failures), so one client is one key; past the
 * cap the oldest windows (expired or not) make room. Evicting a live window forgets a count
 * early: only a client holding thousands of real addresses (an IPv6 subnet) can cause that.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** How many keys are held (for tests and monitoring). */
  get size() {
    return this.hits.size;
  }

  /** Counts one attempt for `key`; returns the seconds to wait when over the limit. */
  consume(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      // Re-inserted, so the Map's order stays the order in which windows started.
      this.hits.delete(key);
      this.makeRoom();
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return { allowed: true };
    }
    if (entry.count >= this.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    }
    entry.count += 1;
    return { allowed: true };
  }

  /** Whether `key` is over the limit, without counting an attempt. */
  isBlocked(key: string, now = Date.now()): { blocked: false } | { blocked: true; retryAfterSeconds: number } {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return { blocked: false };
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private lastSweep = 0;
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }

  private makeRoom() {
    // Windows all last as long, so the Map's first entries (the oldest) are the first to expire.
    for (const key of this.hits.keys()) {
      if (this.hits.size < this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

/** Contact and newsletter: 5 per IP per 10 minutes each. */
export const contactLimiter = new RateLimiter(5, 10 * 60 * 1000);
export const newsletterLimiter = new RateLimiter(5, 10 * 60 * 1000);
/** Sign-in: 5 failures per email+IP and 20 attempts per IP per 15 minutes. */
export const loginFailureLimiter = new RateLimiter(5, 15 * 60 * 1000);
export const loginAttemptLimiter = new RateLimiter(20, 15 * 60 * 1000);
