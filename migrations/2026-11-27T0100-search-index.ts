import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * The search index (docs/decisions/0041-search-index.md): one row of folded text per searchable
 * record, and a queue the database itself fills in every writing transaction (row triggers), whoever
 * writes: the app, a restore, `db:copy` or plain SQL. The next search folds what the queue names
 * (the one folding of app/domain/search-fold.ts) before it reads, so the index never drifts from the
 * rows. SQLite reads it through an FTS5 trigram table, PostgreSQL through a pg_trgm GIN index.
 * Every existing row is queued here, so the first search fills the index.
 */

/** Each searchable table: the source name it is queued under, the column naming its record, the columns the index reads. */
const sources = [
  { table: "content_items", source: "content", ref: "id", columns: ["key", "valueAr", "valueEn", "description", "page"] },
  { table: "content_drafts", source: "content", ref: "contentItemId", columns: ["valueAr", "valueEn"] },
  { table: "contact_messages", source: "message", ref: "id", columns: ["fullName", "email", "subject", "message"] },
  { table: "team_members", source: "team", ref: "id", columns: ["name", "position", "bio", "email"] },
  { table: "media", source: "media", ref: "id", columns: ["altAr", "altEn", "hash", "mime"] },
  { table: "newsletter_subscribers", source: "subscriber", ref: "id", columns: ["email"] },
] as const;

const quoted = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(", ");

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("search_index")
    .addColumn("id", ...k.id())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("ref", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("folded", "text", (c) => c.notNull())
    .addColumn("sortAt", "text", (c) => c.notNull())
    .addUniqueConstraint("search_index_record", ["source", "ref"])
    .execute();
  await db.schema.createIndex("search_index_kind").on("search_index").columns(["kind", "sortAt"]).execute();
  await db.schema
    .createTable("search_pending")
    .addColumn("seq", ...k.id())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("ref", "integer", (c) => c.notNull())
    .execute();

  if (k.dialect === "sqlite") {
    // An external-content FTS5 table over `folded`, kept by SQLite's own triggers on search_index.
    await sql
      .raw(`create virtual table search_index_fts using fts5(folded, content='search_index', content_rowid='id', tokenize='trigram case_sensitive 1')`)
      .execute(db);
    await sql.raw(`create trigger search_index_fts_insert after insert on search_index begin insert into search_index_fts(rowid, folded) values (new.id, new.folded); end`).execute(db);
    await sql
      .raw(
        `create trigger search_index_fts_delete after delete on search_index begin insert into search_index_fts(search_index_fts, rowid, folded) values ('delete', old.id, old.folded); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger search_index_fts_update after update on search_index begin ` +
          `insert into search_index_fts(search_index_fts, rowid, folded) values ('delete', old.id, old.folded); ` +
          `insert into search_index_fts(rowid, folded) values (new.id, new.folded); end`,
      )
      .execute(db);
    for (const { table, source, ref, columns } of sources) {
      const mark = (row: "new" | "old") => `begin insert into search_pending(source, ref) values ('${source}', ${row}."${ref}"); end`;
      await sql.raw(`create trigger ${table}_search_insert after insert on ${table} ${mark("new")}`).execute(db);
      await sql.raw(`create trigger ${table}_search_update after update of ${quoted(columns)} on ${table} ${mark("new")}`).execute(db);
      await sql.raw(`create trigger ${table}_search_delete after delete on ${table} ${mark("old")}`).execute(db);
    }
  } else {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_index_folded on search_index using gin (folded gin_trgm_ops)`.execute(db);
    // One function per column naming the record (never to_jsonb of a row: media rows hold images).
    for (const [name, ref] of [
      ["search_mark_id", "id"],
      ["search_mark_content_item_id", "contentItemId"],
    ]) {
      await sql
        .raw(
          `create function ${name}() returns trigger language plpgsql as $$ begin ` +
            `if tg_op = 'DELETE' then insert into search_pending(source, ref) values (tg_argv[0], old."${ref}"); ` +
            `else insert into search_pending(source, ref) values (tg_argv[0], new."${ref}"); end if; return null; end $$`,
        )
        .execute(db);
    }
    for (const { table, source, ref, columns } of sources) {
      const mark = ref === "id" ? "search_mark_id" : "search_mark_content_item_id";
      await sql
        .raw(
          `create trigger ${table}_search after insert or update of ${quoted(columns)} or delete on ${table} ` +
            `for each row execute function ${mark}('${source}')`,
        )
        .execute(db);
    }
  }

  for (const { table, source, ref } of sources) {
    if (table === "content_drafts") continue;
    await sql.raw(`insert into search_pending(source, ref) select '${source}', "${ref}" from ${table} order by "${ref}"`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  for (const { table } of sources) {
    if (k.dialect === "sqlite") for (const event of ["insert", "update", "delete"]) await sql.raw(`drop trigger ${table}_search_${event}`).execute(db);
    else await sql.raw(`drop trigger ${table}_search on ${table}`).execute(db);
  }
  if (k.dialect === "sqlite") await sql`drop table search_index_fts`.execute(db);
  else {
    await sql`drop function search_mark_id()`.execute(db);
    await sql`drop function search_mark_content_item_id()`.execute(db);
  }
  await db.schema.dropTable("search_pending").execute();
  await db.schema.dropTable("search_index").execute();
}
