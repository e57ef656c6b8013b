import { deleteExpiredSessions } from "#db/models/sessions.server";
import { sessionIdleMs } from "~/lib/session.server";

/** Removes expired and idle sessions every 10 minutes. Returns a stop function. */
export function startSessionSweeper() {
  const sweep = () => {
    const now = Date.now();
    deleteExpiredSessions(new Date(now).toISOString(), new Date(now - sessionIdleMs).toISOString()).catch((error) =>
      console.error("Session sweep failed", error),
    );
  };
  sweep();
  const timer = setInterval(sweep, 10 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
