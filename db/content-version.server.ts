import { sql, type Transaction } from "kysely";
import type { Statement } from "better-sqlite3";
import { db, sqlite } from "./database.server";
import type { Database } from "./schema";

// A database counter that triggers move with every content write, whoever writes, so every node's caches see it (docs/decisions/0023-postgresql-for-several-nodes.md).

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

/** Concurrent callers share the next read that starts after they call: never a version older than their arrival. */
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
 * On SQLite the version read is kept for the rest of the event loop's turn: the requests one poll
 * brings in share one read (a read costs about 15 µs on Node 24, a fifth of a stored page's CPU).
 * Every statement this process prepares that writes forgets it at once (inside a transaction the
 * version is not kept at all), so a write is seen by the next request of the same turn; another
 * process's commit by the next turn. The stored pages' figure in docs/performance.md (docs/decisions/0024-static-public-pages.md).
 */
let turnVersion: string | undefined;
const forgetTurnVersion = () => {
  turnVersion = undefined;
};

if (sqlite) {
  const connection = sqlite;
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!statement.readonly) turnVersion = undefined;
    return statement;
  }) as typeof connection.prepare;
  const exec = connection.exec.bind(connection);
  connection.exec = (source: string) => {
    turnVersion = undefined;
    return exec(source);
  };
}

/** SQLite is read synchronously outside a transaction, keeping promises off every stored page's path (docs/decisions/0024-static-public-pages.md). */
export function contentVersion(): string | Promise<string> {
  if (sqlite && !sqlite.inTransaction) {
    if (turnVersion !== undefined) return turnVersion;
    try {
      sqliteStatement ??= sqlite.prepare<[], number | bigint | undefined>("select version from content_version where id = 1").pluck();
      turnVersion = String(sqliteStatement.get() ?? 0);
      setImmediate(forgetTurnVersion);
      return turnVersion;
    } catch {
      // The connection is busy (an open iterator) or the table is not there yet: the queued read answers.
      sqliteStatement = undefined;
    }
  }
  return sharedVersionRead();
}

const derived = new Map<string, { version: string; value: Promise<unknown> }>();

/** A value read once per content version and shared until it moves; failed reads are not kept, at most 100 values. */
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

/** Moves the content version inside `trx`: every node's stored pages and caches are rebuilt once it commits. */
export async function moveContentVersion(trx: ContentTransaction) {
  await trx
    .updateTable("content_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

/** Moves the version first, so content transactions queue on its row instead of deadlocking; `write` uses `trx` only (SQLite has one connection). */
export async function writeContent<T>(write: (trx: ContentTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await moveContentVersion(trx);
    return write(trx);
  });
}
