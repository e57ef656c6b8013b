import type { Transaction } from "kysely";
import { db } from "../database.server";
import type { Database } from "../schema";

/** The database or an open transaction: the models that can join a caller's transaction take one. */
export type Executor = typeof db | Transaction<Database>;

/**
 * Runs several model writes as one (a stored row and the email about it). `work` must pass `trx`
 * to every model it calls: SQLite has one connection, held by the transaction.
 */
export function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>) {
  return db.transaction().execute(work);
}
