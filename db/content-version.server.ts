import type { Transaction } from "kysely";
import { db, sqlite } from "./database.server";
import type { Database } from "./schema";

/*
 * The version of the public content (dictionary, button links, header and footer, team): caches
 * of derived data (the dictionary, rendered pages) are kept per version. It moves on every
 * content write the app makes, each one passing through `writeContent`, and on every commit
 * from another connection (SQLite's data_version: a CLI, a test, a restore).
 */
let localWrites = 0;

export function contentVersion() {
  return `${localWrites}:${sqlite.pragma("data_version", { simple: true })}`;
}

export type ContentTransaction = Transaction<Database>;

/**
 * Runs one content write in a transaction and moves the version once it has committed: a reader
 * never sees the new version with the old rows, and a write that fails (a duplicate key) moves
 * nothing. Every content write in db/models goes through here, so none can forget the caches.
 *
 * A write that turns out to change nothing (an update of a missing id) still moves the version;
 * the caches then rebuild once, a smaller cost than a rule each model has to remember.
 *
 * `write` must use `trx`, never `db`: SQLite has one connection, held by the transaction.
 *
 * With several nodes the local counter cannot be seen by the others; the version then becomes a
 * database counter, bumped here with `trx` in the same transaction, and the callers stay as they are.
 */
export async function writeContent<T>(write: (trx: ContentTransaction) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(write);
  localWrites += 1;
  return result;
}
