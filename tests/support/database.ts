import { renameSync } from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";
import { postgresTypes as appTypes, sqliteFile } from "#db/connection.server";
import { isPostgresUrl } from "~/domain/database-url";
import { onCluster } from "./test-database";

/*
 * Reads and writes on a test server's live database, on connections of the test's own (never the server's), in SQL that
 * both databases understand: `?` placeholders (turned into $1, $2… for PostgreSQL), camelCase
 * columns in double quotes, `true`/`false` for flags. Values come back alike from both: counts as
 * numbers, timestamps as ISO strings, flags as 0/1 (SQLite's own form).
 */

/** Anything with a database: a TestServer, or `{ databaseUrl }`. */
export interface DatabaseSource {
  databaseUrl: string;
}

interface Result {
  rows: Record<string, unknown>[];
  changes: number;
}

/** The app's (counts as numbers, timestamps as ISO strings), with flags as 0/1. */
const postgresTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 16) return (value: string) => (value === "t" ? 1 : 0);
    return appTypes.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** `?` → `$n`, outside quoted strings and identifiers. */
function numberedPlaceholders(sql: string) {
  let index = 0;
  return sql.replace(/'(?:[^']|'')*'|"[^"]*"|\?/g, (match) => (match === "?" ? `$${++index}` : match));
}

/**
 * A small pool per PostgreSQL database, its connections closed after a moment idle: a new
 * connection costs a backend process (~25 ms here), and a table snapshot runs a query per table.
 * A connection ended from outside (a dropped database, takeDatabaseAway) leaves the pool quietly.
 */
const pools = new Map<string, pg.Pool>();
function poolFor(databaseUrl: string) {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl, types: postgresTypes, max: 2, idleTimeoutMillis: 500, allowExitOnIdle: true });
    pool.on("error", () => {});
    pools.set(databaseUrl, pool);
  }
  return pool;
}

async function run(source: DatabaseSource, sql: string, params: unknown[]): Promise<Result> {
  if (isPostgresUrl(source.databaseUrl)) {
    const result = await poolFor(source.databaseUrl).query(numberedPlaceholders(sql), params);
    return { rows: result.rows, changes: result.rowCount ?? 0 };
  }
  const database = new SQLite(sqliteFile(source.databaseUrl));
  try {
    const statement = database.prepare(sql);
    if (statement.reader) return { rows: statement.all(...params) as Record<string, unknown>[], changes: 0 };
    return { rows: [], changes: statement.run(...params).changes };
  } finally {
    database.close();
  }
}

/** One row of a query (undefined when there is none). */
export async function queryRow<T>(source: DatabaseSource, sql: string, ...params: unknown[]): Promise<T> {
  return (await run(source, sql, params)).rows[0] as T;
}

/** The id of the content item with this key (the test fails on a key that names none). */
export async function contentItemId(source: DatabaseSource, key: string): Promise<number> {
  const row = await queryRow<{ id: number } | undefined>(source, "select id from content_items where key = ?", key);
  if (!row) throw new Error(`no content item ${key}`);
  return Number(row.id);
}

/** Every row of a query. */
export async function queryRows<T>(source: DatabaseSource, sql: string, ...params: unknown[]): Promise<T[]> {
  return (await run(source, sql, params)).rows as T[];
}

/**
 * Runs one statement straight on the database (as an edit from outside the app); returns how many
 * rows it changed. Use `insert … returning id` with queryRow for the id of a new row.
 */
export async function execute(source: DatabaseSource, sql: string, ...params: unknown[]): Promise<number> {
  return (await run(source, sql, params)).changes;
}

/** How many images the media library holds. */
export async function mediaCount(source: DatabaseSource) {
  return (await queryRow<{ count: number }>(source, "select count(*) as count from media")).count;
}

/** How many sessions are open: everyone's, or one user's. */
export async function sessionCount(source: DatabaseSource, userId?: number) {
  const sql = "select count(*) as count from sessions" + (userId === undefined ? "" : ' where "userId" = ?');
  return (await queryRow<{ count: number }>(source, sql, ...(userId === undefined ? [] : [userId]))).count;
}

/**
 * Adds `count` text items to a page, straight into the database: `<page>.<category>.bulk0000` and
 * on, their sections taken from `categories` in turn, so that id order is not section order.
 */
export async function insertBulkContentItems(source: DatabaseSource, page: string, count: number, categories: readonly string[]) {
  for (let start = 0; start < count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start) }, (_, offset) => start + offset);
    await execute(
      source,
      `insert into content_items (key, type, "valueAr", "valueEn", category, page) values ${rows.map(() => "(?, 'text', ?, ?, ?, ?)").join(", ")}`,
      ...rows.flatMap((index) => {
        const category = categories[index % categories.length];
        return [`${page}.${category}.bulk${String(index).padStart(4, "0")}`, `نص ${index}`, `Text ${index}`, category, page];
      }),
    );
  }
}

/** Every row of the tables, as one string to compare before and after something that must change nothing. */
export async function snapshotTables(source: DatabaseSource, tables: readonly string[]): Promise<string> {
  const rows = [];
  for (const table of tables) rows.push(await queryRows(source, `select * from ${table} order by 1`));
  return JSON.stringify(rows);
}

/**
 * The database's own consistency check: "ok" when sound. SQLite's integrity_check; on
 * PostgreSQL, amcheck's check of every B-tree index of the app's tables, each heap row included
 * (the test cluster's user may create the extension).
 */
export async function integrityCheck(source: DatabaseSource): Promise<string> {
  if (!isPostgresUrl(source.databaseUrl)) {
    return String((await queryRow<Record<string, unknown>>(source, "pragma integrity_check"))?.integrity_check);
  }
  await execute(source, "create extension if not exists amcheck");
  const checked = await queryRows(
    source,
    `select bt_index_check(index.indexrelid, true) from pg_index index
       join pg_class class on class.oid = index.indexrelid
       join pg_namespace namespace on namespace.oid = class.relnamespace
       join pg_am am on am.oid = class.relam
     where namespace.nspname = 'public' and am.amname = 'btree'`,
  );
  return checked.length > 0 ? "ok" : "no indexes checked";
}

/**
 * Makes the database unreachable for the app, as an outage would: the SQLite file moved away, or
 * the PostgreSQL database closed to connections and the app's ones ended. Returns the undo.
 */
export async function takeDatabaseAway(source: DatabaseSource): Promise<() => Promise<void>> {
  if (!isPostgresUrl(source.databaseUrl)) {
    const file = sqliteFile(source.databaseUrl);
    renameSync(file, `${file}.aside`);
    return async () => renameSync(`${file}.aside`, file);
  }
  const name = new URL(source.databaseUrl).pathname.slice(1);
  await onCluster(
    `alter database ${name} allow_connections false`,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
  );
  return () => onCluster(`alter database ${name} allow_connections true`);
}
