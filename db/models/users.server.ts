import { nowIso } from "../clock";
import { db } from "../database.server";

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

/** Throws a UNIQUE violation when the email (case-insensitive) exists. */
export async function createUser(email: string, passwordHash: string): Promise<PublicUser> {
  return db.insertInto("users").values({ email: email.trim(), passwordHash }).returning(publicColumns).executeTakeFirstOrThrow();
}

export async function updateUserPasswordHash(id: number, passwordHash: string) {
  const result = await db.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a user unless it is the last one. Their sessions go with them (cascade). */
export async function deleteUser(id: number): Promise<"deleted" | "not-found" | "last-user"> {
  return db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) return "not-found";
    const { count } = await trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) <= 1) return "last-user";
    await trx.deleteFrom("users").where("id", "=", id).execute();
    return "deleted";
  });
}
