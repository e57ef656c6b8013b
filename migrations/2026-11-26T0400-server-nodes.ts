import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * The running servers of a database (docs/decisions/0037-restore.md): each node keeps one row
 * fresh while it runs and deletes it when it stops cleanly, so `npm run restore` can tell a live
 * target from an idle one on SQLite and PostgreSQL alike, whichever machine the nodes run on.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("server_nodes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("pid", "integer", (c) => c.notNull())
    .addColumn("startedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("lastSeenAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("server_nodes").execute();
}
