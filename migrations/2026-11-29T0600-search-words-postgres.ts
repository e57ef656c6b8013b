import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * PostgreSQL's word index (docs/decisions/0041-search-index.md, amendment of 2026-11-29 "PostgreSQL
 * reads words"): `search_words(word, kind, id)`, one row for each distinct word of a record's folded
 * text (letters, digits and marks, as SQLite's FTS5 `search_words` splits it), written by the refresh
 * that writes `search_index`. A B-tree on (word, kind, id) in the C collation makes "a word starts with
 * this" an index-only range scan, so a kind's count never reads a row of text; the trigram index it
 * replaces rechecked every candidate's text (a common word in 100,000 messages: 90–400 ms). A record's
 * first letters are rows too (the letter and U+0001), so a one-letter query is one key. `id` is the
 * `search_index` row's: a statement trigger deletes the words of the rows deleted there, whoever deletes
 * them. Every record is queued so the next search folds its words. SQLite keeps its FTS5 table: nothing changes there.
 */

const sources = {
  content: "content_items",
  message: "contact_messages",
  team: "team_members",
  media: "media",
  subscriber: "newsletter_subscribers",
  activity: "activity",
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (kit(db).dialect === "sqlite") return;
  await sql`drop index search_index_folded`.execute(db);
  await sql`
    create table search_words (
      word text collate "C" not null,
      kind text collate "C" not null,
      id integer not null
    )`.execute(db);
  await sql`create index search_words_word on search_words (word, kind, id)`.execute(db);
  await sql`create index search_words_record on search_words (id)`.execute(db);
  // Deleted with their record, whoever deletes it: once per statement, joining the deleted rows (a foreign
  // key would check each of the millions of rows the first fold inserts, and delete row by row).
  await sql`
    create function search_words_forget() returns trigger language plpgsql as $$ begin
      delete from search_words using gone where search_words.id = gone.id; return null; end $$`.execute(db);
  await sql`
    create trigger search_words_forget after delete on search_index referencing old table as gone
      for each statement execute function search_words_forget()`.execute(db);
  for (const [source, table] of Object.entries(sources)) {
    await db
      .insertInto("search_pending")
      .columns(["source", "ref"])
      .expression((eb) => eb.selectFrom(table).select([eb.val(source).as("source"), "id as ref"]))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (kit(db).dialect === "sqlite") return;
  await sql`drop trigger search_words_forget on search_index`.execute(db);
  await sql`drop function search_words_forget()`.execute(db);
  await sql`drop table search_words`.execute(db);
  await sql`create index search_index_folded on search_index using gin (folded gin_trgm_ops)`.execute(db);
}
