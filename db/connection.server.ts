import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { migrationProvider } from "#migrations/index";
import type { Database } from "./schema";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: the database is readable by its owner only (0600). A new file is created so
 * before SQLite opens it (its -wal and -shm files take the database file's mode); an existing one,
 * and those files, are narrowed when this process may.
 */
function restrictDatabaseFiles(path: string) {
  if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    try {
      if (existsSync(file)) chmodSync(file, 0o600);
    } catch {
      // Not the owner (e.g. a file mounted read-write for another user): leave it as it is.
    }
  }
}

/** Opens the SQLite file with the pragmas a small busy web server needs. */
export function openSqlite(path: string) {
  if (path !== ":memory:") {
    mkdirSync(dirname(path), { recursive: true });
    restrictDatabaseFiles(path);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

export function createDatabase(path: string) {
  const sqlite = openSqlite(path);
  return { sqlite, db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }) };
}

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results?.filter((result) => result.status === "Success").map((result) => result.migrationName) ?? [];
}
