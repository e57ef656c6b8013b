/**
 * `npm run restore -- <backup-file> [--to <DATABASE_URL>]`: puts a backup (a SQLite file from
 * `npm run backup` or `npm run db:copy`) back into DATABASE_URL, or the database `--to` names,
 * once it is checked and no server uses the target (docs/decisions/0037-restore.md).
 */
import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefused } from "#db/restore.server";
import { parseEnv } from "~/lib/env.server";

let args;
try {
  args = parseArgs({ options: { to: { type: "string" } }, allowPositionals: true });
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { values, positionals } = args;
if (positionals.length !== 1 || values.to === "") {
  console.error("Usage: npm run restore -- <backup-file> [--to <DATABASE_URL>]   (the target defaults to DATABASE_URL)");
  process.exit(2);
}

let to = values.to;
if (to === undefined) {
  try {
    to = parseEnv().DATABASE_URL;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

try {
  const result = await restoreBackup(positionals[0], to);
  for (const { table, rows } of result.tables) console.log(`${table}: ${rows} rows`);
  if (result.migrated.length > 0) {
    console.log(`The backup came from an older build: the restored database was migrated (${result.migrated.join(", ")}).`);
  }
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  const kept = result.keptAs ? `; the database it replaced is kept as ${result.keptAs}` : "";
  console.log(`Restored ${rows} rows in ${result.tables.length} tables into ${result.target}${kept}: start the server on it.`);
} catch (error) {
  console.error(
    error instanceof RestoreRefused ? error.message : `The restore failed and the target was left as it was: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
