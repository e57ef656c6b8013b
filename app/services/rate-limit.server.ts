import { countAttempt, countWindows, deleteWindow, getOpenWindow, sweepWindows } from "#db/models/rate-limits.server";

/**
 * Fixed-window counters kept in the database, so every node counts the same attempts
 * (docs/decisions/0023-postgresql-for-several-nodes.md): a window starts with a client's first
 * attempt and lasts `windowMs`.
 *
 * The rows of a limiter are bounded: at most once per window per node, ended windows are deleted
 * and, past `maxKeys`, the oldest open ones (the sweep also runs with the session sweeper). Keys
 * are normalised IPs (and a capped email for sign-in failures), so one client is one key;
 * evicting a live window forgets a count early: only a client holding thousands of real
 * addresses (an IPv6 subnet) can cause that.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** How many keys are held (for tests and monitoring). */
  size() {
    return countWindows(this.bucket);
  }

  /** Counts one attempt for `key`; returns the seconds to wait when over the limit. */
  async consume(key: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    if (now - this.lastSweep >= this.windowMs) await this.sweep(now);
    const window = await countAttempt(this.bucket, key, now, this.windowMs);
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfter(window.resetAt, now) };
  }

  /** Whether `key` is over the limit, without counting an attempt. */
  async isBlocked(key: string, now = Date.now()): Promise<{ blocked: false } | { blocked: true; retryAfterSeconds: number }> {
    const window = await getOpenWindow(this.bucket, key, now);
    if (!window || window.count < this.limit) return { blocked: false };
    return { blocked: true, retryAfterSeconds: retryAfter(window.resetAt, now) };
  }

  reset(key: string) {
    return deleteWindow(this.bucket, key);
  }

  /** Deletes ended windows and keeps at most `maxKeys` rows. Safe on any number of nodes. */
  async sweep(now = Date.now()) {
    this.lastSweep = now;
    await sweepWindows(this.bucket, now, this.maxKeys);
  }
}

const retryAfter = (resetAt: number, now: number) => Math.max(1, Math.ceil((Number(resetAt) - now) / 1000));

/** Contact and newsletter: 5 per IP per 10 minutes each. */
export const contactLimiter = new RateLimiter("contact", 5, 10 * 60 * 1000);
export const newsletterLimiter = new RateLimiter("newsletter", 5, 10 * 60 * 1000);
/** Sign-in: 5 failures per email+IP and 20 attempts per IP per 15 minutes. */
export const loginFailureLimiter = new RateLimiter("login-failure", 5, 15 * 60 * 1000);
export const loginAttemptLimiter = new RateLimiter("login-attempt", 20, 15 * 60 * 1000);

/**
 * Password reset (docs/decisions/0028-email-outbox.md): 5 requests per IP per 15 minutes; 3 emails
 * per address per hour (past that, the same answer and no email); 10 unusable links per IP per 15 minutes.
 */
export const passwordResetLimiter = new RateLimiter("password-reset", 5, 15 * 60 * 1000);
export const passwordResetEmailLimiter = new RateLimiter("password-reset-email", 3, 60 * 60 * 1000);
export const passwordResetTokenLimiter = new RateLimiter("password-reset-token", 10, 15 * 60 * 1000);

export const rateLimiters = [
  contactLimiter,
  newsletterLimiter,
  loginFailureLimiter,
  loginAttemptLimiter,
  passwordResetLimiter,
  passwordResetEmailLimiter,
  passwordResetTokenLimiter,
];
