/**
 * Fixed-window counters kept in memory: the site runs as one Node process (decisions.md §4),
 * so no shared store is needed. Windows reset on restart, which errs on the visitor's side.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key`; returns the seconds to wait when over the limit. */
  consume(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
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
}

/** decisions.md §7: contact and newsletter, 5 per IP per 10 minutes each. */
export const contactLimiter = new RateLimiter(5, 10 * 60 * 1000);
export const newsletterLimiter = new RateLimiter(5, 10 * 60 * 1000);
/** decisions.md §7: login, 5 failures per email+IP and 20 attempts per IP per 15 minutes. */
export const loginFailureLimiter = new RateLimiter(5, 15 * 60 * 1000);
export const loginAttemptLimiter = new RateLimiter(20, 15 * 60 * 1000);
