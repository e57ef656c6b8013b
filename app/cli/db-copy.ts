/**
 * `npm run db:copy -- <from> <to> [--replace]`: copies a whole site between databases, each a
 * DATABASE_URL (a SQLite file path or `file:` URL, or a postgres:// URL), in either direction:
 * moving a site from one box to PostgreSQL, or taking a consistent SQLite copy of a PostgreSQL site.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { createDatabase, dialectOf, sqliteFile } from "#db/connection.server";
import { copySite } from "#db/site-copy.server";

const { values, positionals } = parseArgs({ options: { replace: { type: "boolean", default: false } }, allowPositionals: true });
const [from, to] = positionals;
if (!from || !to || positionals.length > 2) {
  console.error("Usage: npm run db:copy -- <from> <to> [--replace]   (each a SQLite file or a postgres:// URL)");
  process.exit(2);
}
if (dialectOf(from) === "sqlite" && !existsSync(sqliteFile(from))) {
  console.error(`No database file at ${sqliteFile(from)}.`);
  process.exit(1);
}

const source = createDatabase(from, { poolSize: 1 });
const target = createDatabase(to, { poolSize: 1 });
try {
  const report = await copySite(source, target, { replace: values.replace });
  for (const { table, rows } of report) console.log(`${table}: ${rows} rows`);
  console.log(`Copied the site from ${describe(from)} to ${describe(to)}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await source.db.destroy();
  await target.db.destroy();
}

/** A URL without its password, for the console. */
function describe(url: string) {
  if (dialectOf(url) === "sqlite") return sqliteFile(url);
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
