import { nowIso } from "../clock";
import { db } from "../database.server";
import { type Actor, recordActivity } from "./activity.server";
import type { Executor } from "./transaction.server";

/** What may leave the server about an administrator: never the hash. */
export interface PublicUser {
  id: number;
  email: string;
  createdAt: string;
}

const publicColumns = ["id", "email", "createdAt"] as const;

export async function listUsers(): Promise<PublicUser[]> {
  return db.selectFrom("users").select(publicColumns).orderBy("id").execute();
}

export async function getUserById(id: number): Promise<PublicUser | undefined> {
  return db.selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
}

/** Includes the hash: for verifying a password only. */
export async function getUserWithHashByEmail(email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.trim()).executeTakeFirst();
}

export async function countUsers() {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Throws a UNIQUE violation when the email (case-insensitive) exists. With an `actor` the activity
 * log records it in the same transaction (fixtures of the tests pass none).
 */
export async function createUser(email: string, passwordHash: string, actor?: Actor): Promise<PublicUser> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.insertInto("users").values({ email: email.trim(), passwordHash }).returning(publicColumns).executeTakeFirstOrThrow();
    if (actor) await recordActivity(trx, { actor, action: "user.create", entity: "user", entityId: user.id, summary: user.email });
    return user;
  });
}

/**
 * The one way a password changes (an administrator, the owner, a reset link): the new hash, the
 * user's sessions ended but `keepSessionId`, and every open reset link spent, so a link asked for
 * before cannot undo the change (docs/decisions/0034-attack-run-2026-11-25.md). Run it in the
 * caller's transaction; the user's email, or undefined when there is no such user.
 */
export async function replacePasswordHash(trx: Executor, id: number, passwordHash: string, now: string, keepSessionId?: string) {
  const user = await trx.updateTable("users").set({ passwordHash, updatedAt: now }).where("id", "=", id).returning("email").executeTakeFirst();
  if (!user) return undefined;
  let sessions = trx.deleteFrom("sessions").where("userId", "=", id);
  if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
  await sessions.execute();
  await trx.updateTable("password_resets").set({ usedAt: now }).where("userId", "=", id).where("usedAt", "is", null).execute();
  return user.email;
}

/** Sets the hash through replacePasswordHash, and logs it, in one transaction; the user's email, or undefined when there is no such user. */
export async function updateUserPasswordHash(id: number, passwordHash: string, actor: Actor, keepSessionId?: string) {
  return db.transaction().execute(async (trx) => {
    const email = await replacePasswordHash(trx, id, passwordHash, nowIso(), keepSessionId);
    if (email !== undefined) await recordActivity(trx, { actor, action: "user.password", entity: "user", entityId: id, summary: email });
    return email;
  });
}

/** Deletes a user unless it is the last one. Their sessions go with them (cascade). With an `actor`, logged. */
export async function deleteUser(id: number, actor?: Actor): Promise<"deleted" | "not-found" | "last-user"> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
    if (!exists) return "not-found";
    const { count } = await trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) <= 1) return "last-user";
    await trx.deleteFrom("users").where("id", "=", id).execute();
    if (actor) await recordActivity(trx, { actor, action: "user.delete", entity: "user", entityId: id, summary: exists.email });
    return "deleted";
  });
}
