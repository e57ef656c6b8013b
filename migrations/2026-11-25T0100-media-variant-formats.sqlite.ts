import { sql, type Kysely } from "kysely";

/*
 * A media copy is named by its width and its format (docs/decisions/0027-media-library.md): each
 * width is kept as WebP and as AVIF, so the key grows to (mediaId, width, mime). SQLite cannot
 * change a primary key in place: the table is rebuilt under its name, its rows kept.
 * Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_variants_by_format")
    .addColumn("mediaId", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["mediaId", "width", "mime"])
    .execute();
  await sql`insert into media_variants_by_format ("mediaId", width, height, mime, bytes, data) select "mediaId", width, height, mime, bytes, data from media_variants`.execute(
    db,
  );
  await db.schema.dropTable("media_variants").execute();
  await db.schema.alterTable("media_variants_by_format").renameTo("media_variants").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_variants_by_width")
    .addColumn("mediaId", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["mediaId", "width"])
    .execute();
  await sql`insert into media_variants_by_width ("mediaId", width, height, mime, bytes, data) select "mediaId", width, height, mime, bytes, data from media_variants where mime = 'image/webp'`.execute(
    db,
  );
  await db.schema.dropTable("media_variants").execute();
  await db.schema.alterTable("media_variants_by_width").renameTo("media_variants").execute();
}
