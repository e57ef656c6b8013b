import { sql, type Kysely } from "kysely";

/*
 * The PostgreSQL twin of 2026-11-23T1200-shared-state.sqlite.ts: rate-limit windows and the
 * content version, moved by one statement trigger per content table. Never edit after it lands.
 */
const contentTables = ["content_items", "button_links", "header_settings", "footer_settings", "team_members"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("resetAt", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["bucket", "key"])
    .execute();
  await db.schema.createIndex("rate_limits_reset").on("rate_limits").columns(["bucket", "resetAt"]).execute();

  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("content_version").values({ id: 1, version: 1 }).execute();

  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  for (const table of contentTables) {
    await sql
      .raw(
        `create trigger ${table}_content_version after insert or update or delete or truncate on ${table} ` +
          `for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of contentTables) await sql.raw(`drop trigger ${table}_content_version on ${table}`).execute(db);
  await sql`drop function bump_content_version()`.execute(db);
  await db.schema.dropTable("content_version").execute();
  await db.schema.dropTable("rate_limits").execute();
}
