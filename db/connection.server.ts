import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { type Dialect, migrationProvider } from "#migrations/index";
import { databasePath, isPostgresUrl } from "~/domain/database-url";
import { log } from "~/domain/log.server";
import type { Database } from "./schema";

export type { Dialect };

/** A DATABASE_URL names PostgreSQL with a postgres:// or postgresql:// URL; anything else is a SQLite file. */
export function dialectOf(url: string): Dialect {
  return isPostgresUrl(url) ? "postgres" : "sqlite";
}

/** The SQLite file of a DATABASE_URL (`file:` prefix allowed), or ":memory:". */
export const sqliteFile = (url: string) => databasePath(url);

/** The database file and its -wal/-shm are the owner's only, 0600 (docs/decisions/0022-hardening-after-the-attack-run.md). */
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

// Models see the same values on both databases: bigints as numbers, timestamps as SQLite's ISO strings.
const int8 = 20;
const timestamptz = 1184;
export const postgresTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === int8) return (value: string) => Number(value);
    if (oid === timestamptz) {
      const toDate = pg.types.getTypeParser(timestamptz);
      return (value: string) => (toDate(value) as Date).toISOString();
    }
    return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid);
  },
} as pg.CustomTypesConfig;

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file (absent for PostgreSQL and ":memory:"). */
  file?: string;
  /** The SQLite connection under `db` (absent for PostgreSQL), for the one read that must not wait (db/content-version.server.ts). */
  sqlite?: SQLite.Database;
  /** PostgreSQL's pool (absent for SQLite): its counts are the metrics' pool gauges (app/server/metrics.ts). */
  pool?: pg.Pool;
}

/** Opens DATABASE_URL: a PostgreSQL pool or a SQLite file; nothing is sent before the first query. */
export function createDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}): DatabaseHandle {
  if (dialectOf(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, types: postgresTypes });
    // A lost server (restart, failover) must not crash the process: the next query reconnects.
    const lost = (error: Error) => log.warn({ event: "database.connection-lost", error: error.message }, "PostgreSQL connection lost");
    pool.on("error", lost);
    // The same for a client lent out at that moment: pg emits on the client, and an unheard error ends the process.
    pool.on("connect", (client) => client.on("error", lost));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres", pool };
  }
  const file = sqliteFile(url);
  const sqlite = openSqlite(file);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
    file: file === ":memory:" ? undefined : file,
    sqlite,
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect) {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return results?.filter((result) => result.status === "Success").map((result) => result.migrationName) ?? [];
}

/** The migrations not yet applied to a database (all of them for an empty one). */
export async function pendingMigrations(db: Kysely<Database>, dialect: Dialect) {
  const migrations = await new Migrator({ db, provider: migrationProvider(dialect) }).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** A round trip to the database; throws when it cannot answer. */
export async function pingDatabase(db: Kysely<Database>) {
  await sql`select 1`.execute(db);
}
