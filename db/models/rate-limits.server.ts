import { db } from "../database.server";

// One row per bucket and client key, counted by one atomic upsert, so every node counts the same (app/services/rate-limit.server.ts).

/** Counts one attempt; a window that has ended starts again at 1. Returns the window after it. */
export async function countAttempt(bucket: string, key: string, now: number, windowMs: number) {
  return db
    .insertInto("rate_limits")
    .values({ bucket, key, count: 1, resetAt: now + windowMs })
    .onConflict((conflict) =>
      conflict.columns(["bucket", "key"]).doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("rate_limits.resetAt", "<=", now)
          .then(1)
          .else(eb("rate_limits.count", "+", 1))
          .end(),
        resetAt: eb.case().when("rate_limits.resetAt", "<=", now).then(eb.ref("excluded.resetAt")).else(eb.ref("rate_limits.resetAt")).end(),
      })),
    )
    .returning(["count", "resetAt"])
    .executeTakeFirstOrThrow();
}

/** The current window of a key, if one is open at `now`. */
export async function getOpenWindow(bucket: string, key: string, now: number) {
  return db
    .selectFrom("rate_limits")
    .select(["count", "resetAt"])
    .where("bucket", "=", bucket)
    .where("key", "=", key)
    .where("resetAt", ">", now)
    .executeTakeFirst();
}

/** Gives back one counted attempt of an open window (a sign-in that succeeded after reserving it). */
export async function uncountAttempt(bucket: string, key: string, now: number) {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("bucket", "=", bucket)
    .where("key", "=", key)
    .where("resetAt", ">", now)
    .where("count", ">", 0)
    .execute();
}

export async function deleteWindow(bucket: string, key: string) {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).where("key", "=", key).execute();
}

/** Removes the windows that have ended, then the oldest open ones beyond `maxKeys`. */
export async function sweepWindows(bucket: string, now: number, maxKeys: number) {
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).where("resetAt", "<=", now).execute();
  const count = await countWindows(bucket);
  if (count <= maxKeys) return;
  const oldest = db
    .selectFrom("rate_limits")
    .select("key")
    .where("bucket", "=", bucket)
    .orderBy("resetAt")
    .limit(count - maxKeys);
  await db.deleteFrom("rate_limits").where("bucket", "=", bucket).where("key", "in", oldest).execute();
}

export async function countWindows(bucket: string) {
  const row = await db
    .selectFrom("rate_limits")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("bucket", "=", bucket)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
