import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * One search engine (docs/decisions/0041-search-index.md, amendment of 2026-11-29): the activity log
 * and the public FAQ search read the index too, so nothing searches rows in memory any more, and on
 * SQLite the index is read through its words.
 * - The activity log is a source: its rows are queued by triggers like every other searchable table
 *   (inserted, their searched columns changed, deleted), and every existing row is queued here.
 * - `siteAr` / `siteEn` hold, folded as `folded` is, what the contact page shows of an FAQ entry in
 *   each language: the published question (its key when empty) and its answer, never a draft, a key
 *   or a description. Null for every other record. Every FAQ item is queued to be folded again.
 * - SQLite: `search_words`, an external-content FTS5 table over `search_index` (kind, folded) with the
 *   unicode61 tokenizer on letters, digits and marks (the text is folded already: no case or diacritics
 *   folding of its own) and prefix indexes of one and two characters, replaces the trigram table
 *   `search_index_fts`: "a word starts with this" is a prefix query answered from the words' lists, and a
 *   kind's count never reads a row of text (a common word in 100,000 long messages took 300 ms and more
 *   by trigrams or a scan). It is filled from the index as it stands.
 */

const trigramTriggers = {
  insert: `create trigger search_index_fts_insert after insert on search_index begin insert into search_index_fts(rowid, folded) values (new.id, new.folded); end`,
  delete: `create trigger search_index_fts_delete after delete on search_index begin insert into search_index_fts(search_index_fts, rowid, folded) values ('delete', old.id, old.folded); end`,
  update:
    `create trigger search_index_fts_update after update on search_index begin ` +
    `insert into search_index_fts(search_index_fts, rowid, folded) values ('delete', old.id, old.folded); ` +
    `insert into search_index_fts(rowid, folded) values (new.id, new.folded); end`,
};

const wordTriggers = {
  insert: `create trigger search_words_insert after insert on search_index begin insert into search_words(rowid, kind, folded) values (new.id, new.kind, new.folded); end`,
  delete: `create trigger search_words_delete after delete on search_index begin insert into search_words(search_words, rowid, kind, folded) values ('delete', old.id, old.kind, old.folded); end`,
  update:
    `create trigger search_words_update after update of kind, folded on search_index begin ` +
    `insert into search_words(search_words, rowid, kind, folded) values ('delete', old.id, old.kind, old.folded); ` +
    `insert into search_words(rowid, kind, folded) values (new.id, new.kind, new.folded); end`,
};

const columns = ["actorEmail", "action", "entity", "summary"];
const watched = columns.map((column) => `"${column}"`).join(", ");

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema.alterTable("search_index").addColumn("siteAr", "text").execute();
  await db.schema.alterTable("search_index").addColumn("siteEn", "text").execute();
  if (k.dialect === "sqlite") {
    for (const event of Object.keys(trigramTriggers)) await sql.raw(`drop trigger search_index_fts_${event}`).execute(db);
    await sql`drop table search_index_fts`.execute(db);
    await sql
      .raw(
        `create virtual table search_words using fts5(kind, folded, content='search_index', content_rowid='id', ` +
          `tokenize="unicode61 remove_diacritics 0 categories 'L* N* M*'", prefix='1 2')`,
      )
      .execute(db);
    for (const trigger of Object.values(wordTriggers)) await sql.raw(trigger).execute(db);
    await sql`insert into search_words(search_words) values ('rebuild')`.execute(db);
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
  if (k.dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger activity_search_${event}`).execute(db);
    for (const event of Object.keys(wordTriggers)) await sql.raw(`drop trigger search_words_${event}`).execute(db);
    await sql`drop table search_words`.execute(db);
    await sql
      .raw(`create virtual table search_index_fts using fts5(folded, content='search_index', content_rowid='id', tokenize='trigram case_sensitive 1')`)
      .execute(db);
    for (const trigger of Object.values(trigramTriggers)) await sql.raw(trigger).execute(db);
    await sql`insert into search_index_fts(search_index_fts) values ('rebuild')`.execute(db);
  } else await sql`drop trigger activity_search on activity`.execute(db);
  await db.deleteFrom("search_index").where("source", "=", "activity").execute();
  await db.deleteFrom("search_pending").where("source", "=", "activity").execute();
  await db.schema.alterTable("search_index").dropColumn("siteEn").execute();
  await db.schema.alterTable("search_index").dropColumn("siteAr").execute();
}
