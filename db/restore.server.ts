import { randomBytes } from "node:crypto";
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fsyncSync,
  linkSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  chmodSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrationProvider } from "#migrations/index";
import { databasePath, isPostgresUrl } from "~/domain/database-url";
import { createDatabase, type DatabaseHandle, migrateToLatest, pingDatabase } from "./connection.server";
import { countRows } from "./row-count.server";
import { liveNodes, liveWithinMs, type SeenNode } from "./server-nodes.server";
import type { Database } from "./schema";
import { copySite, type CopyReport, nodeTables, siteTables } from "./site-copy.server";

/*
 * `npm run restore -- <backup-file> [--to <DATABASE_URL>]` (docs/decisions/0037-restore.md): the
 * backup is checked on a private copy (never changed itself), migrated there when it is older than
 * this build, and only then, with no live server on the target, put in place: a SQLite target by
 * one rename (the old file kept as `<name>.before-restore`), a PostgreSQL one by copySite in one
 * transaction, as `npm run db:copy` does. Any refusal is one sentence and leaves the target as it was.
 */

/** A refusal: the message is the one sentence the operator sees. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  /** Rows per site table, as restored. */
  tables: CopyReport[];
  /** Migrations applied to the restored copy (a backup from an older build). */
  migrated: string[];
  /** Where the replaced SQLite file was kept. */
  keptAs?: string;
  /** The target as printed (no password). */
  target: string;
}

/** A DATABASE_URL without its password, for the console. */
export function describeDatabase(url: string) {
  if (!isPostgresUrl(url)) return resolve(databasePath(url));
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

const sqliteHeader = "SQLite format 3\0";

/** Whether a file starts as every SQLite database does (an empty file is an empty database too). */
function looksLikeSqlite(path: string) {
  if (statSync(path).size === 0) return true;
  const header = Buffer.alloc(sqliteHeader.length);
  const fd = openSync(path, "r");
  try {
    readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString("latin1") === sqliteHeader;
}

/** The target, understood and checked without changing it: a SQLite path in an existing folder, or a postgres:// URL. */
function parseTarget(to: string): { dialect: "sqlite"; path: string } | { dialect: "postgres"; url: string } {
  if (isPostgresUrl(to)) {
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      throw new RestoreRefused(`The target ${to.replace(/:[^:@/]*@/, ":***@")} is not a valid PostgreSQL URL.`);
    }
    if (!url.hostname || url.pathname.length <= 1) throw new RestoreRefused(`The target ${describeDatabase(to)} names no host or no database.`);
    return { dialect: "postgres", url: to };
  }
  const scheme = to.match(/^([a-z][a-z0-9+.-]*):\/\//i);
  if (scheme) throw new RestoreRefused(`The target must be a SQLite file or a postgres:// URL, not a ${scheme[1]}:// URL.`);
  const path = databasePath(to);
  if (!path || path === ":memory:") throw new RestoreRefused("The target must be a SQLite file or a postgres:// URL, not an in-memory database.");
  const absolute = resolve(path);
  if (!existsSync(dirname(absolute)) || !statSync(dirname(absolute)).isDirectory()) {
    throw new RestoreRefused(`The target's folder ${dirname(absolute)} does not exist.`);
  }
  if (existsSync(absolute) && (!statSync(absolute).isFile() || !looksLikeSqlite(absolute))) {
    throw new RestoreRefused(`The target ${absolute} exists and is not a SQLite database, so it is left alone.`);
  }
  return { dialect: "sqlite", path: absolute };
}

/** Copies the backup's bytes to `staged`, created 0600 (the owner's only, like the database and its backups). */
async function stage(backup: string, staged: string) {
  await pipeline(createReadStream(backup), createWriteStream(staged, { flags: "wx", mode: 0o600 }));
  chmodSync(staged, 0o600);
}

/** integrity_check and the migrations on the staged copy: one sentence when it is not a backup this build can restore. */
async function checkStaged(staged: string, backup: string) {
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(staged, { fileMustExist: true });
  } catch {
    throw new RestoreRefused(`${backup} cannot be opened as a SQLite database.`);
  }
  try {
    let verdict: string[];
    try {
      verdict = (sqlite.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check);
    } catch (error) {
      throw new RestoreRefused(`${backup} is not a sound SQLite database (${(error as Error).message}).`);
    }
    if (verdict.length !== 1 || verdict[0] !== "ok") {
      throw new RestoreRefused(`${backup} is a damaged SQLite database (integrity_check: ${verdict[0]}).`);
    }
    const hasMigrations = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasMigrations) throw new RestoreRefused(`${backup} is a SQLite database but not a Mahami one (it has no migration table).`);
    const applied = (sqlite.prepare("select name from kysely_migration order by name").all() as { name: string }[]).map((row) => row.name);
    const known = new Set(Object.keys(await migrationProvider("sqlite").getMigrations()));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new RestoreRefused(
        `${backup} comes from a newer build (migration ${unknown.join(", ")} is unknown to this one): restore it with that build or a later one.`,
      );
    }
  } finally {
    sqlite.close();
  }
}

/** One sentence naming the live nodes of the target, or nothing. */
function inUse(target: string, nodes: SeenNode[]) {
  if (nodes.length === 0) return;
  const named = nodes.map((node) => `${node.host} (pid ${node.pid}, ${Math.max(0, Math.round(node.ago / 1000))} s ago)`).join(", ");
  throw new RestoreRefused(
    `${target} is in use: ${nodes.length === 1 ? "a server has" : `${nodes.length} servers have`} written a heartbeat to its server_nodes table within the last ${liveWithinMs / 1000} s (${named}); stop ${nodes.length === 1 ? "it" : "them"} and try again.`,
  );
}

/** The rows of every site table of a database. */
async function countSiteRows(db: Kysely<Database>): Promise<CopyReport[]> {
  const report: CopyReport[] = [];
  for (const table of siteTables) report.push({ table, rows: await countRows(db, table) });
  return report;
}

/**
 * Checks that no server uses an existing SQLite target, then folds its WAL into the file and closes it,
 * so the file alone is the whole old database (renaming it with a WAL beside it would lose or corrupt writes).
 */
async function quiesceSqlite(path: string) {
  if (!existsSync(path)) return;
  const sqlite = new SQLite(path, { fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    inUse(path, await liveNodes(db, "sqlite", liveWithinMs));
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    await db.destroy();
  }
  // The last connection to close deletes the -wal and -shm; if they stay, another process holds the file open.
  for (const suffix of ["-wal", "-shm"]) {
    if (existsSync(`${path}${suffix}`)) {
      throw new RestoreRefused(
        `${path} is in use: its ${suffix} file is still there after this tool closed it, so another process has it open; stop it and try again.`,
      );
    }
  }
}

/** Forces a file's (or a folder's) bytes to disk before the rename that publishes them. */
function flush(path: string) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder: the rename itself stays atomic.
  } finally {
    closeSync(fd);
  }
}

/** Restores `backupFile` into the database at `to` (a DATABASE_URL). Throws RestoreRefused, with the target unchanged, on any refusal. */
export async function restoreBackup(backupFile: string, to: string): Promise<RestoreResult> {
  const target = parseTarget(to);
  const given = resolve(backupFile);
  if (!existsSync(given)) throw new RestoreRefused(`There is no backup file at ${given}.`);
  // The file itself, not a link to it: a symlink to the live database has no -wal beside the link (docs/decisions/0050-operations-hardening.md).
  const backup = realpathSync(given);
  if (!statSync(backup).isFile()) throw new RestoreRefused(`${backup} is not a file.`);
  if (existsSync(`${backup}-wal`) && statSync(`${backup}-wal`).size > 0) {
    throw new RestoreRefused(
      `${backup} has a -wal file beside it, so it is a live database rather than a backup: take one with npm run backup and restore that.`,
    );
  }

  // The copy that becomes the target: beside a SQLite target (so the rename is atomic), else in a private temporary folder.
  process.umask(0o077);
  const folder = target.dialect === "sqlite" ? undefined : mkdtempSync(join(tmpdir(), "mahami-restore-"));
  const staged =
    target.dialect === "sqlite"
      ? join(dirname(target.path), `.${basename(target.path)}.restoring-${randomBytes(4).toString("hex")}`)
      : join(folder!, "restore.db");
  let handle: DatabaseHandle | undefined;
  let postgres: DatabaseHandle | undefined;
  try {
    await stage(backup, staged);
    await checkStaged(staged, backup);

    handle = createDatabase(staged, { poolSize: 1 });
    const migrated = await migrateToLatest(handle.db, handle.dialect);
    // The restored database has no running node yet: the backup's heartbeats were those of the old one.
    for (const table of nodeTables) await handle.db.deleteFrom(table).execute();

    if (target.dialect === "postgres") {
      postgres = createDatabase(target.url, { poolSize: 1 });
      try {
        await pingDatabase(postgres.db);
      } catch (error) {
        throw new RestoreRefused(`The target ${describeDatabase(target.url)} cannot be reached (${(error as Error).message}).`);
      }
      inUse(describeDatabase(target.url), await liveNodes(postgres.db, "postgres", liveWithinMs));
      const tables = await copySite(handle, postgres, { replace: true });
      return { tables, migrated, target: describeDatabase(target.url) };
    }

    const tables = await countSiteRows(handle.db);
    await handle.db.destroy();
    handle = undefined;
    for (const suffix of ["-wal", "-shm"]) rmSync(`${staged}${suffix}`, { force: true });
    flush(staged);

    await quiesceSqlite(target.path);
    let keptAs: string | undefined;
    if (existsSync(target.path)) {
      keptAs = `${target.path}.before-restore`;
      for (const file of [keptAs, `${keptAs}-wal`, `${keptAs}-shm`]) rmSync(file, { force: true });
      try {
        linkSync(target.path, keptAs);
      } catch {
        copyFileSync(target.path, keptAs);
      }
      chmodSync(keptAs, 0o600);
    }
    renameSync(staged, target.path);
    flush(dirname(target.path));
    return { tables, migrated, keptAs, target: target.path };
  } finally {
    await handle?.db.destroy();
    await postgres?.db.destroy();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${staged}${suffix}`, { force: true });
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}
