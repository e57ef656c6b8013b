import { sql, type Kysely } from "kysely";

/*
 * What app nodes used to keep in memory, moved into the database (docs/decisions/0023-postgresql-for-several-nodes.md):
 * rate-limit windows, and the version of the public content, which triggers move on every
 * write to a content table, from the app or from anywhere else. Never edit after it lands.
 */
const contentTables = ["content_items", "button_links", "header_settings", "footer_settings", "team_members"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("resetAt", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["bucket", "key"])
    .execute();
  await db.schema.createIndex("rate_limits_reset").on("rate_limits").columns(["bucket", "resetAt"]).execute();

  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

  // SQLite has row triggers only: a statement that touches many rows moves the version many times.
  for (const table of contentTables) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger ${table}_${event}_content_version after ${event} on ${table} ` +
            `begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of contentTables) {
    for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger ${table}_${event}_content_version`).execute(db);
  }
  await db.schema.dropTable("content_version").execute();
  await db.schema.dropTable("rate_limits").execute();
}
