import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * The name an image had on the uploader's computer (docs/decisions/0027-media-library.md): shown in
 * the media library and searched (docs/decisions/0041-search-index.md), so «صورة-الفريق.jpg» or "IMG_2034" finds it.
 * Images stored before keep an empty name. The media row's search trigger also watches the new
 * column, so even a plain SQL rename reaches the index.
 */

const watched = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(", ");
const before = ["altAr", "altEn", "hash", "mime"];
const after = [...before, "fileName"];

async function watch(db: Kysely<any>, columns: readonly string[]) {
  if (kit(db).dialect === "sqlite") {
    await sql`drop trigger media_search_update`.execute(db);
    await sql
      .raw(`create trigger media_search_update after update of ${watched(columns)} on media begin insert into search_pending(source, ref) values ('media', new."id"); end`)
      .execute(db);
  } else {
    await sql`drop trigger media_search on media`.execute(db);
    await sql
      .raw(`create trigger media_search after insert or update of ${watched(columns)} or delete on media for each row execute function search_mark_id('media')`)
      .execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").addColumn("fileName", "text", (c) => c.notNull().defaultTo("")).execute();
  await watch(db, after);
}

export async function down(db: Kysely<any>): Promise<void> {
  await watch(db, before);
  await db.schema.alterTable("media").dropColumn("fileName").execute();
}
