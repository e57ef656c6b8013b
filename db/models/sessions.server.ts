import { db } from "../database.server";
import { type Actor, recordActivity } from "./activity.server";
import { deletePasskeysOf } from "./passkeys.server";

export async function createSession(session: {
  id: string;
  publicId: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  ip: string;
  userAgent: string;
}) {
  await db
    .insertInto("sessions")
    .values({ ...session, lastSeenAt: session.createdAt })
    .execute();
}

export async function getSession(id: string) {
  return db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function touchSession(id: string, lastSeenAt: string) {
  await db.updateTable("sessions").set({ lastSeenAt }).where("id", "=", id).execute();
}

export async function deleteSession(id: string) {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Ends every session of a user, except the one given (the administrator's own). */
export async function deleteUserSessions(userId: number, exceptId?: string) {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (exceptId) query = query.where("id", "!=", exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(now: string, idleSince: string) {
  await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expiresAt", "<=", now), eb("lastSeenAt", "<=", idleSince)]))
    .execute();
}

/** A user's sessions still alive at `now` (not expired, used after `idleSince`), last used first. */
export async function listUserSessions(userId: number, now: string, idleSince: string) {
  return db
    .selectFrom("sessions")
    .select(["id", "publicId", "createdAt", "lastSeenAt", "ip", "userAgent"])
    .where("userId", "=", userId)
    .where("expiresAt", ">", now)
    .where("lastSeenAt", ">", idleSince)
    .orderBy("lastSeenAt", "desc")
    .orderBy("createdAt", "desc")
    .execute();
}

/** An administrator signs out everywhere else: their other sessions end (and with `removePasskeys` their passkeys), logged in the same transaction. */
export async function endOtherUserSessions(userId: number, keepId: string, actor: Actor, removePasskeys = false) {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("sessions").where("userId", "=", userId).where("id", "!=", keepId).executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordActivity(trx, { actor, action: "session.end-others", entity: "user", entityId: userId, summary: String(ended) });
    // With the passkeys, in the same transaction (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
    if (removePasskeys) await deletePasskeysOf(trx, userId, actor);
    return ended;
  });
}
