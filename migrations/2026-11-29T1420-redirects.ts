import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Redirects and the 404 log (docs/decisions/0062-redirects-and-not-found-log.md). `redirects` holds
 * one rule per `fromPath` (normalised: lower case, no trailing slash; a prefix rule ends in `/*`);
 * `toTarget` is a site path or an https URL, empty for a 410. `redirects_version` is one counter
 * moved by every write to the rules: each node polls it and reloads its rules when it moves.
 * `not_found_paths` is the 404 log: one row per path (no query), bounded by the flush that writes it.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("redirects")
    .addColumn("id", ...k.id())
    .addColumn("fromPath", "text", (c) => c.notNull().unique())
    .addColumn("toTarget", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("manual"))
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
  await db.schema
    .createTable("redirects_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", ...k.big((c) => c.notNull().defaultTo(0)))
    .execute();
  await db.insertInto("redirects_version").values({ id: 1, version: 0 }).execute();
  await db.schema
    .createTable("not_found_paths")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("count", ...k.big((c) => c.notNull().defaultTo(0)))
    .addColumn("lastSeenAt", ...k.timestamp((c) => c.notNull()))
    .addColumn("referrerHost", "text")
    .execute();
  await db.schema.createIndex("not_found_paths_last_seen").on("not_found_paths").column("lastSeenAt").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["not_found_paths", "redirects_version", "redirects"]) await db.schema.dropTable(table).execute();
}
