import { sql, type Transaction } from "kysely";
import type { Statement } from "better-sqlite3";
import { db, sqlite } from "./database.server";
import type { Database } from "./schema";

/*
 * The version of the public content (dictionary, button links, header and footer, team): caches
 * of derived data (the dictionary, rendered pages) are kept per version. It is a counter in the
 * database, moved by triggers in the same transaction as every write to a content table, whoever
 * makes it (this app on any node, a command-line tool, psql), so every node sees a change at its
 * next request (docs/decisions/0023-postgresql-for-several-nodes.md).
 */

/** Built and compiled once: it runs on every request that may use a cache. */
const versionQuery = db.selectFrom("content_version").select("version").where("id", "=", 1).compile();

async function readVersion() {
  const { rows } = await db.executeQuery(versionQuery);
  return String(rows[0]?.version ?? 0);
}

let inFlight: Promise<string> | undefined;
let queued: Promise<string> | undefined;

function startRead() {
  const read = readVersion().finally(() => {
    if (inFlight === read) inFlight = undefined;
  });
  inFlight = read;
  return read;
}

const ignore = () => undefined;

/**
 * The version as of this call, through the connection every other query waits for (never
 * mid-transaction). Concurrent callers share reads, but only a read that began after they called:
 * one under way may predate a write committed just before, so later callers wait for the next one,
 * which starts as soon as it ends. Fifty requests at once cost two reads, and none is answered with
 * a version older than its arrival.
 */
function sharedVersionRead(): Promise<string> {
  if (!inFlight) return startRead();
  queued ??= inFlight.then(ignore, ignore).then(() => {
    queued = undefined;
    return startRead();
  });
  return queued;
}

let sqliteStatement: Statement<[], number | bigint | undefined> | undefined;

/**
 * The version as of this call. On SQLite it is read at once, synchronously, from the one connection
 * (better-sqlite3 runs a statement to its end before anything else runs): what is committed, as
 * fresh as a read can be, without a promise or Kysely's queue on the path of every stored page
 * (docs/decisions/0024-static-public-pages.md). Not while a transaction is open on that connection:
 * it could still roll back, so the read waits for it like any other query. PostgreSQL reads are shared.
 */
export function contentVersion(): string | Promise<string> {
  if (sqlite && !sqlite.inTransaction) {
    try {
      sqliteStatement ??= sqlite.prepare<[], number | bigint | undefined>("select version from content_version where id = 1").pluck();
      return String(sqliteStatement.get() ?? 0);
    } catch {
      // The connection is busy (an open iterator) or the table is not there yet: the queued read answers.
      sqliteStatement = undefined;
    }
  }
  return sharedVersionRead();
}

const derived = new Map<string, { version: string; value: Promise<unknown> }>();

/**
 * A value read from the public content once per content version and shared until the version
 * moves (the content tab's counts over every item): `key` names the value, `read` reads it. A read
 * that fails is not kept. At most 100 values are kept; past that, all are read again.
 */
export async function perContentVersion<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = await contentVersion();
  const kept = derived.get(key);
  if (kept?.version === version) return kept.value as Promise<T>;
  if (derived.size >= 100) derived.clear();
  const entry = { version, value: read() };
  derived.set(key, entry);
  entry.value.catch(() => {
    if (derived.get(key) === entry) derived.delete(key);
  });
  return entry.value;
}

export type ContentTransaction = Transaction<Database>;

/**
 * Runs one content write in a transaction. Its first statement moves the version (the triggers
 * move it again, harmlessly): on PostgreSQL that row's lock is then taken first by every content
 * transaction, so two of them (two nodes seeding at once) queue instead of deadlocking. A write
 * that fails rolls back and moves nothing; readers never see the new version with the old rows.
 *
 * `write` must use `trx`, never `db`: SQLite has one connection, held by the transaction.
 */
export async function writeContent<T>(write: (trx: ContentTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("content_version")
      .set({ version: sql`version + 1` })
      .where("id", "=", 1)
      .execute();
    return write(trx);
  });
}
