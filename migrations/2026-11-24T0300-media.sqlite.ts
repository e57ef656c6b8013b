import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/*
 * The media library (docs/decisions/0027-media-library.md): each uploaded image re-encoded
 * without its metadata, and its narrower WebP copies for srcset, kept in the database (one backup,
 * one store for every node). Its alt texts are public content: the version triggers cover it.
 * Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("altAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("altEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("data", "blob", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable("media_variants")
    .addColumn("mediaId", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["mediaId", "width"])
    .execute();
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(`create trigger media_${event}_content_version after ${event} on media begin update content_version set version = version + 1 where id = 1; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger media_${event}_content_version`).execute(db);
  await db.schema.dropTable("media_variants").execute();
  await db.schema.dropTable("media").execute();
}
