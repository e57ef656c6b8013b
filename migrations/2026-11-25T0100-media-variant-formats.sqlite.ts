import { sql, type Kysely } from "kysely";

/*
 * A media copy is named by its width and its format (docs/decisions/0027-media-library.md): each
 * width is kept as WebP and as AVIF, so the key grows to (mediaId, width, mime). SQLite cannot
 * change a primary key in place: the table is rebuilt under its name, its rows kept.
 * Never edit after it lands.
 */
/** Rebuilds media_variants under its name with the primary key `key`, keeping the rows `where` selects. */
async function rebuildVariants(db: Kysely<any>, key: ("mediaId" | "width" | "mime")[], where = sql``) {
  await db.schema
    .createTable("media_variants_rebuilt")
    .addColumn("mediaId", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("data", "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", key)
    .execute();
  const columns = sql`"mediaId", width, height, mime, bytes, data`;
  await sql`insert into media_variants_rebuilt (${columns}) select ${columns} from media_variants ${where}`.execute(db);
  await db.schema.dropTable("media_variants").execute();
  await db.schema.alterTable("media_variants_rebuilt").renameTo("media_variants").execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuildVariants(db, ["mediaId", "width", "mime"]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildVariants(db, ["mediaId", "width"], sql`where mime = 'image/webp'`);
}
