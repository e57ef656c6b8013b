import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * An administrator's list of their own sessions (docs/decisions/0021-own-sessions.md): each
 * session gets a public id (random, unrelated to the cookie's token and to its stored hash, so it
 * cannot be used to sign in) and the address and browser it was started from. Schema builder only,
 * text columns, ids made here: the same file runs on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds a NOT NULL column only with a default; every row gets its own id before the index.
  await db.schema
    .alterTable("sessions")
    .addColumn("publicId", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("userAgent", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const sessions = await db.selectFrom("sessions").select("id").execute();
  for (const { id } of sessions) {
    await db
      .updateTable("sessions")
      .set({ publicId: randomBytes(16).toString("base64url") })
      .where("id", "=", id)
      .execute();
  }
  await db.schema.createIndex("sessions_public_id").on("sessions").column("publicId").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sessions_public_id").execute();
  for (const column of ["userAgent", "ip", "publicId"]) {
    await db.schema.alterTable("sessions").dropColumn(column).execute();
  }
}
