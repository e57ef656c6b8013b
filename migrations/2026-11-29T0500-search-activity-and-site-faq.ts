import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * One search engine (docs/decisions/0041-search-index.md, amendment of 2026-11-29): the activity log
 * and the public FAQ search read the index too, so nothing searches rows in memory any more.
 * - The activity log is a source: its rows are queued by triggers like every other searchable table
 *   (inserted, their searched columns changed, deleted), and every existing row is queued here.
 * - `siteAr` / `siteEn` hold, folded as `folded` is, what the contact page shows of an FAQ entry in
 *   each language: the published question (its key when empty) and its answer, never a draft, a key
 *   or a description. Null for every other record. Every FAQ item is queued to be folded again.
 */

const columns = ["actorEmail", "action", "entity", "summary"];
const watched = columns.map((column) => `"${column}"`).join(", ");

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema.alterTable("search_index").addColumn("siteAr", "text").execute();
  await db.schema.alterTable("search_index").addColumn("siteEn", "text").execute();
  if (k.dialect === "sqlite") {
    const mark = (row: "new" | "old") => `begin insert into search_pending(source, ref) values ('activity', ${row}."id"); end`;
    await sql.raw(`create trigger activity_search_insert after insert on activity ${mark("new")}`).execute(db);
    await sql.raw(`create trigger activity_search_update after update of ${watched} on activity ${mark("new")}`).execute(db);
    await sql.raw(`create trigger activity_search_delete after delete on activity ${mark("old")}`).execute(db);
  } else {
    await sql
      .raw(`create trigger activity_search after insert or update of ${watched} or delete on activity for each row execute function search_mark_id('activity')`)
      .execute(db);
  }
  await sql.raw(`insert into search_pending(source, ref) select 'activity', "id" from activity order by "id"`).execute(db);
  await sql.raw(`insert into search_pending(source, ref) select 'content', "id" from content_items where page = 'faq' order by "id"`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  if (k.dialect === "sqlite") for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger activity_search_${event}`).execute(db);
  else await sql`drop trigger activity_search on activity`.execute(db);
  await db.deleteFrom("search_index").where("source", "=", "activity").execute();
  await db.deleteFrom("search_pending").where("source", "=", "activity").execute();
  await db.schema.alterTable("search_index").dropColumn("siteEn").execute();
  await db.schema.alterTable("search_index").dropColumn("siteAr").execute();
}
