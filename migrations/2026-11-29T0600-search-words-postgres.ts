import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * PostgreSQL's word index (docs/decisions/0041-search-index.md, amendment of 2026-11-29 "PostgreSQL
 * reads words"): `search_words(word, kind, id)`, one row for each distinct word of a record's folded
 * text (letters, digits and marks, as SQLite's FTS5 `search_words` splits it), written by the refresh
 * that writes `search_index`. A B-tree on (word, kind, id) in the C collation makes "a word starts with
 * this" an index-only range scan, so a kind's count never reads a row of text; the trigram index it
 * replaces rechecked every candidate's text (a common word in 100,000 messages: 90–400 ms). `id` follows
 * `search_index` (deleted with it, whoever deletes). Every record is queued so the next search folds
 * its words. SQLite keeps its FTS5 table: nothing changes there.
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
      id integer not null references search_index (id) on delete cascade
    )`.execute(db);
  await sql`create index search_words_word on search_words (word, kind, id)`.execute(db);
  await sql`create index search_words_record on search_words (id)`.execute(db);
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
  await sql`drop table search_words`.execute(db);
  await sql`create index search_index_folded on search_index using gin (folded gin_trgm_ops)`.execute(db);
}
