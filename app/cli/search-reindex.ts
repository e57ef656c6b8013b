/**
 * `npm run search:reindex`: rebuilds the search index from the rows (docs/decisions/0041-search-index.md).
 * The database's own triggers already queue every record written, by the app or by anything else
 * (a restore, `db:copy`, plain SQL), and the next search folds them: this is for a database whose
 * triggers were off (PostgreSQL's `session_replication_role = replica`, a TRUNCATE) or a change of the
 * folding. Safe to run while the server runs.
 */
import { migrateToLatest } from "#db/connection.server";
import { closeDatabase, db, dialect } from "#db/database.server";
import { rebuildIndex } from "~/features/search/search.service.server";

try {
  await migrateToLatest(db, dialect);
  const started = performance.now();
  const indexed = await rebuildIndex(db);
  console.log(`Search index rebuilt: ${indexed} records in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await closeDatabase();
}
