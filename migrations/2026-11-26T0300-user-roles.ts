import { type Kysely, sql } from "kysely";

/*
 * Roles (docs/decisions/0039-roles.md): every user is an administrator or an editor. The users
 * there are today keep everything they could do: the column starts at `administrator`. The CHECK
 * holds on both databases, so no write can store a third role.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("administrator").check(sql`role in ('administrator', 'editor')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("role").execute();
}
