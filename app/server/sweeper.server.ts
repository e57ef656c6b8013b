import { deleteOldPasswordResets } from "#db/models/password-resets.server";
import { deleteExpiredSessions } from "#db/models/sessions.server";
import { every } from "~/lib/every.server";
import { rateLimiters } from "~/services/rate-limit.server";
import { sweepPersonalData } from "~/services/retention.server";
import { sessionIdleMs } from "~/services/session.server";

/**
 * Every 10 minutes: removes expired and idle sessions, ended rate-limit windows and password-reset
 * links a day past their end. Each sweep is
 * an idempotent delete by time, so any number of nodes may run it at once. Returns a stop function
 * that waits for the sweep in hand.
 */
export function startSweeper() {
  const sweep = async () => {
    const now = Date.now();
    await deleteExpiredSessions(new Date(now).toISOString(), new Date(now - sessionIdleMs).toISOString());
    for (const limiter of rateLimiters) await limiter.sweep(now);
    await deleteOldPasswordResets(new Date(now - 24 * 60 * 60 * 1000).toISOString());
    await sweepPersonalData(now);
  };
  const loop = every(10 * 60 * 1000, sweep, { event: "sweep.failed", message: "Sweep failed" });
  return () => loop.stop();
}
