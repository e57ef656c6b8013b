import { deleteOldPasswordResets } from "#db/models/password-resets.server";
import { deleteExpiredSessions } from "#db/models/sessions.server";
import { rateLimiters } from "~/services/rate-limit.server";
import { sweepPersonalData } from "~/services/retention.server";
import { sessionIdleMs } from "~/services/session.server";
import { log } from "~/domain/log.server";

/**
 * Every 10 minutes: removes expired and idle sessions, ended rate-limit windows and password-reset
 * links a day past their end. Each sweep is
 * an idempotent delete by time, so any number of nodes may run it at once. Returns a stop function.
 */
export function startSweeper() {
  const sweep = async () => {
    const now = Date.now();
    await deleteExpiredSessions(new Date(now).toISOString(), new Date(now - sessionIdleMs).toISOString());
    for (const limiter of rateLimiters) await limiter.sweep(now);
    await deleteOldPasswordResets(new Date(now - 24 * 60 * 60 * 1000).toISOString());
    await sweepPersonalData(now);
  };
  const run = () => void sweep().catch((error: unknown) => log.error({ event: "sweep.failed", err: error }, "Sweep failed"));
  run();
  const timer = setInterval(run, 10 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
