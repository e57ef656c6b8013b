import { countAttempt, countWindows, deleteWindow, getOpenWindow, sweepWindows, uncountAttempt } from "#db/models/rate-limits.server";
import { clientNetwork } from "~/lib/proxy.server";

/**
 * Fixed-window counters kept in the database, so every node counts the same attempts
 * (docs/decisions/0023-postgresql-for-several-nodes.md): a window starts with a client's first
 * attempt and lasts `windowMs`.
 *
 * The rows of a limiter are bounded: at most once per window per node, ended windows are deleted
 * and, past `maxKeys`, the oldest open ones (the sweep also runs with the session sweeper). Keys
 * are normalised IPs, alone or joined by `|` to a cleaned email; every IPv6 part counts as its /64
 * (clientNetwork), so one client is one key whichever address of its network it uses.
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

  /**
   * Counts one attempt for `key` in one atomic statement, so concurrent attempts can never all pass
   * the limit; returns the seconds to wait when over it.
   */
  async consume(key: string, now = Date.now()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    if (now - this.lastSweep >= this.windowMs) await this.sweep(now);
    const window = await countAttempt(this.bucket, limitKey(key), now, this.windowMs);
    if (window.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: retryAfter(window.resetAt, now) };
  }

  /** Whether `key` is over the limit, without counting an attempt. */
  async isBlocked(key: string, now = Date.now()): Promise<{ blocked: false } | { blocked: true; retryAfterSeconds: number }> {
    const window = await getOpenWindow(this.bucket, limitKey(key), now);
    if (!window || window.count < this.limit) return { blocked: false };
    return { blocked: true, retryAfterSeconds: retryAfter(window.resetAt, now) };
  }

  /** Gives back an attempt counted by `consume` (one that turned out legitimate). */
  refund(key: string, now = Date.now()) {
    return uncountAttempt(this.bucket, limitKey(key), now);
  }

  reset(key: string) {
    return deleteWindow(this.bucket, limitKey(key));
  }

  /** Deletes ended windows and keeps at most `maxKeys` rows. Safe on any number of nodes. */
  async sweep(now = Date.now()) {
    this.lastSweep = now;
    await sweepWindows(this.bucket, now, this.maxKeys);
  }
}

/** The stored key: each IPv6 part as its /64. */
const limitKey = (key: string) => key.split("|").map(clientNetwork).join("|");

const retryAfter = (resetAt: number, now: number) => Math.max(1, Math.ceil((Number(resetAt) - now) / 1000));

/** Contact and newsletter: 5 per IP per 10 minutes each. */
export const contactLimiter = new RateLimiter("contact", 5, 10 * 60 * 1000);
export const newsletterLimiter = new RateLimiter("newsletter", 5, 10 * 60 * 1000);
/**
 * Sign-in: 5 failures per email+IP and 20 attempts per IP per 15 minutes; 50 failures per email
 * an hour from all addresses together, after which the owner signs in again through a reset link
 * (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export const loginFailureLimiter = new RateLimiter("login-failure", 5, 15 * 60 * 1000);
export const loginAttemptLimiter = new RateLimiter("login-attempt", 20, 15 * 60 * 1000);
export const loginAccountLimiter = new RateLimiter("login-account", 50, 60 * 60 * 1000);

/**
 * Password reset (docs/decisions/0028-email-outbox.md): 5 requests per IP per 15 minutes; 3 emails
 * per address and asking network an hour, and one per address a minute (past either, the same answer
 * and no email: a link under a minute old is already in the mailbox); 10 unusable links per IP per 15 minutes.
 */
export const passwordResetLimiter = new RateLimiter("password-reset", 5, 15 * 60 * 1000);
export const passwordResetEmailLimiter = new RateLimiter("password-reset-email", 3, 60 * 60 * 1000);
export const passwordResetCooldown = new RateLimiter("password-reset-cooldown", 1, 60 * 1000);
export const passwordResetTokenLimiter = new RateLimiter("password-reset-token", 10, 15 * 60 * 1000);

/** Passkey sign-in options (each stores a challenge row for 5 minutes): 30 per IP per 15 minutes. */
export const passkeyOptionsLimiter = new RateLimiter("passkey-options", 30, 15 * 60 * 1000);

/** After a password change: the account-wide sign-in limit and the reset-email minute start again for that address. */
export async function passwordChanged(email: string) {
  await loginAccountLimiter.reset(email.toLowerCase());
  await passwordResetCooldown.reset(email.toLowerCase());
}

export const rateLimiters = [
  contactLimiter,
  newsletterLimiter,
  loginFailureLimiter,
  loginAttemptLimiter,
  loginAccountLimiter,
  passwordResetLimiter,
  passwordResetEmailLimiter,
  passwordResetCooldown,
  passwordResetTokenLimiter,
  passkeyOptionsLimiter,
];
