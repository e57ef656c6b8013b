import type Database from "better-sqlite3";
import type { TestServer } from "./server";

/** Reads and writes on a test server's live SQLite file, each on a connection of its own. */

/** Anything that can open the database: a TestServer, or `{ openDatabase }` for a file. */
export type DatabaseSource = Pick<TestServer, "openDatabase">;

/** Opens the database, hands it to `use`, and closes it whatever happens. */
export function withDatabase<T>(server: DatabaseSource, use: (database: Database.Database) => T): T {
  const database = server.openDatabase();
  try {
    return use(database);
  } finally {
    database.close();
  }
}

/** One row of a query (undefined when there is none). */
export function queryRow<T>(server: DatabaseSource, sql: string, ...params: unknown[]): T {
  return withDatabase(server, (database) => database.prepare(sql).get(...params) as T);
}

/** Every row of a query. */
export function queryRows<T>(server: DatabaseSource, sql: string, ...params: unknown[]): T[] {
  return withDatabase(server, (database) => database.prepare(sql).all(...params) as T[]);
}

/** Runs one insert, update or delete straight on the file (as an edit from outside the app). */
export function execute(server: DatabaseSource, sql: string, ...params: unknown[]): Database.RunResult {
  return withDatabase(server, (database) => database.prepare(sql).run(...params));
}

/** Every row of the tables, as one string to compare before and after something that must change nothing. */
export function snapshotTables(server: DatabaseSource, tables: readonly string[]): string {
  return withDatabase(server, (database) => JSON.stringify(tables.map((table) => database.prepare(`select * from ${table} order by 1`).all())));
}

/** SQLite's own integrity check: "ok" when the file is sound. */
export function integrityCheck(server: DatabaseSource) {
  return withDatabase(server, (database) => database.pragma("integrity_check", { simple: true }));
}
