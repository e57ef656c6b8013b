import { sql, type Kysely } from "kysely";

/*
 * The PostgreSQL twin of 2026-11-24T0300-media.sqlite.ts: identity ids, bytea, timestamptz, and
 * the statement trigger that moves the content version. Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("media")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("altAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("altEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("data", "bytea", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("media_variants")
    .addColumn("mediaId", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["mediaId", "width"])
    .execute();
  await sql`create trigger media_content_version after insert or update or delete or truncate on media for each statement execute function bump_content_version()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger media_content_version on media`.execute(db);
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
}
