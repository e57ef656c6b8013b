import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * Campaign pages in the dashboard search (docs/decisions/0041-search-index.md,
 * docs/decisions/0060-campaign-pages.md): the working copy's row triggers queue it under source `page`,
 * whoever writes, as the other searched tables' do; every existing page is queued to be folded.
 */

const columns = ["slug", "titleAr", "titleEn", "descriptionAr", "descriptionEn", "blocks", "updatedAt"];
const watched = columns.map((column) => `"${column}"`).join(", ");

export async function up(db: Kysely<any>): Promise<void> {
  if (kit(db).dialect === "sqlite") {
    const mark = (row: "new" | "old") => `begin insert into search_pending(source, ref) values ('page', ${row}."id"); end`;
    await sql.raw(`create trigger pages_search_insert after insert on pages ${mark("new")}`).execute(db);
    await sql.raw(`create trigger pages_search_update after update of ${watched} on pages ${mark("new")}`).execute(db);
    await sql.raw(`create trigger pages_search_delete after delete on pages ${mark("old")}`).execute(db);
  } else {
    await sql
      .raw(`create trigger pages_search after insert or update of ${watched} or delete on pages for each row execute function search_mark_id('page')`)
      .execute(db);
  }
  await sql`insert into search_pending(source, ref) select 'page', "id" from pages order by "id"`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (kit(db).dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger pages_search_${event}`).execute(db);
  } else {
    await sql`drop trigger pages_search on pages`.execute(db);
  }
  await sql`delete from search_pending where source = 'page'`.execute(db);
  await sql`delete from search_index where source = 'page'`.execute(db);
}
