/**
 * `npm run backup -- <file>`: a consistent copy of the live SQLite database through SQLite's
 * online backup API (safe while the server writes). PostgreSQL has its own tools (pg_dump).
 */
import { chmodSync, closeSync, existsSync, openSync } from "node:fs";
import { resolve } from "node:path";
import { openSqlite } from "#db/connection.server";
import { nodeTables } from "#db/site-copy.server";
import { databasePath, isPostgresUrl } from "~/domain/database-url";
import { parseEnv } from "~/lib/env.server";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <backup-file.db>");
  process.exit(2);
}
const { DATABASE_URL } = parseEnv();
if (isPostgresUrl(DATABASE_URL)) {
  console.error(
    "DATABASE_URL is PostgreSQL: back it up with pg_dump (docs/operations.md: Running on several machines), or copy it to a SQLite file with npm run db:copy.",
  );
  process.exit(2);
}
const source = databasePath(DATABASE_URL);
if (source === ":memory:" || !existsSync(source)) {
  console.error(`No database file at ${source}.`);
  process.exit(1);
}
// The copy holds what the database holds: the owner's only, 0600, like the database itself
// (docs/decisions/0022-hardening-after-the-attack-run.md), from its first byte to the end, even over a wider older file.
const destination = resolve(target);
process.umask(0o077);
closeSync(openSync(destination, "a", 0o600));
chmodSync(destination, 0o600);
const sqlite = openSqlite(source);
await sqlite.backup(destination);
sqlite.close();
// The copy holds no node's heartbeat and no day's analytics salt or visitor hashes, as db:copy leaves them
// out (db/site-copy.server.ts); secure_delete overwrites them in the file (docs/decisions/0050-operations-hardening.md).
const copy = openSqlite(destination);
copy.pragma("secure_delete = ON");
const tables = new Set(copy.prepare("select name from sqlite_master where type = 'table'").pluck().all());
for (const table of nodeTables) if (tables.has(table)) copy.prepare(`delete from ${table}`).run();
copy.pragma("wal_checkpoint(TRUNCATE)");
copy.close();
chmodSync(destination, 0o600);
console.log(`Backed up ${source} to ${destination}.`);
