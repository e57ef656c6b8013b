import { dueScheduleIds, runSchedule } from "#db/models/publish-schedules.server";
import { every } from "~/lib/every.server";
import { log } from "~/domain/log.server";

/**
 * Runs due publish schedules (docs/decisions/0044-scheduled-publishing.md): at start-up (a schedule
 * whose time passed while every node was down runs now) and every `intervalMs` (SCHEDULE_CHECK_MS,
 * at most 15 s), on every node; each schedule is claimed by exactly one of them
 * (db/models/publish-schedules.server.ts runSchedule). Returns a stop function that waits for the
 * pass in hand.
 */
export function startScheduleRunner({ intervalMs }: { intervalMs: number }) {
  const pass = async (stopping: AbortSignal) => {
    for (const id of await dueScheduleIds(new Date().toISOString())) {
      if (stopping.aborted) return;
      const schedule = await runSchedule(id, new Date().toISOString());
      if (schedule?.status === "done") {
        log.info({ event: "schedule.done", scheduleId: id, published: schedule.published }, "Scheduled publish done");
      } else if (schedule?.status === "failed") {
        log.error({ event: "schedule.failed", scheduleId: id, reason: schedule.reason }, "Scheduled publish failed");
      }
    }
  };
  // One pass at a time on a node: a slow one is not overtaken by the next tick.
  const loop = every(intervalMs, pass, { event: "schedule.check-failed", message: "Checking the publish schedules failed" });
  return () => loop.stop();
}
