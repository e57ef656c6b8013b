import { nowIso } from "../clock";
import { db } from "../database.server";
import { type Actor, recordActivity } from "./activity.server";

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

/** Sets the hash and, in the same transaction, ends the user's sessions but `keepSessionId`. */
export async function updateUserPasswordHash(id: number, passwordHash: string, actor: Actor, keepSessionId?: string) {
  return db.transaction().execute(async (trx) => {
    const user = await trx.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", id).returning("email").executeTakeFirst();
    if (!user) return false;
    let sessions = trx.deleteFrom("sessions").where("userId", "=", id);
    if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
    await sessions.execute();
    await recordActivity(trx, { actor, action: "user.password", entity: "user", entityId: id, summary: user.email });
    return true;
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
