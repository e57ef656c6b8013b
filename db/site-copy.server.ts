import { type Kysely, sql } from "kysely";
import { type DatabaseHandle, migrateToLatest, pendingMigrations } from "./connection.server";
import type { Database } from "./schema";
import { entities } from "~/entities/registry";

// `npm run db:copy`: a whole site between SQLite and PostgreSQL, ids kept (docs/decisions/0023-postgresql-for-several-nodes.md).

/**
 * The site's tables that belong to no entity: the rate limits, the history and the log, the mail
 * queue (whose rows name a user) and the analytics' daily figures.
 */
const sharedTables = ["rate_limits", "revisions", "activity", "outbox", "analytics_daily", "analytics_conversions"] as const;

/**
 * Every table of the site, in foreign-key order: each entity's table and its own after it, in the
 * order of app/entities (docs/decisions/0058-entities-as-data.md), then the shared ones;
 * tests/unit/site-copy.test.ts fails on a table missing here.
 */
export const siteTables: readonly (keyof Database)[] = [
  ...new Set(entities.flatMap((entity): readonly (keyof Database)[] => [entity.table, ...("tables" in entity ? entity.tables : [])])),
  ...sharedTables,
];

/**
 * Tables about the database's running servers, not the site (db/server-nodes.server.ts):
 * never copied or restored, since a copied heartbeat would make the target look in use and a
 * target's own rows describe its own nodes (docs/decisions/0037-restore.md). The day's analytics salt
 * and visitor hashes live only while their day does (docs/decisions/0045-cookie-free-analytics.md): never copied.
 * Drawn share images are drawn again from the titles at their first request
 * (docs/decisions/0063-share-images-and-structured-data.md): never copied either.
 */
export const nodeTables = ["server_nodes", "analytics_salts", "analytics_visitors", "share_images"] as const satisfies readonly (keyof Database)[];

/**
 * The search index and the queue the database's triggers fill (docs/decisions/0041-search-index.md):
 * derived from the site's rows, never copied. A copy's deletes and inserts queue every record it
 * touches, so the target's next search folds them; a restored SQLite file brings its own, kept alike.
 */
export const searchTables = ["search_index", "search_pending"] as const satisfies readonly (keyof Database)[];

/** Tables whose `id` the database assigns: PostgreSQL's identity sequences move past the copied ids. */
const tablesWithGeneratedIds = [...entities.flatMap((entity): readonly string[] => entity.generatedIds), "revisions", "activity", "outbox"];

/**
 * The tables of a database: `siteTables`, `nodeTables`, `searchTables` and the content version, minus the
 * migrator's own and SQLite's FTS5 word index over the search index (`search_words` and its shadow
 * tables; `search_index_fts` before it), which the search index's triggers keep.
 */
export async function tablesIn(db: Kysely<Database>) {
  const tables = await db.introspection.getTables();
  const derived = ["kysely_migration", "search_words", "search_index_fts"];
  return tables.map((table) => table.name).filter((name) => !derived.some((prefix) => name.startsWith(prefix)));
}

/** The copy names its tables at run time, so it reads and writes them untyped (Kysely's escape hatch). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Kysely<any>;

async function rowCount(db: Untyped, table: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** SQLite cannot bind booleans (PostgreSQL's flags): they travel as 0 and 1, which both accept. */
function portable(row: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(row).map(([column, value]) => [column, typeof value === "boolean" ? Number(value) : value]));
}

/** Both databases cap the parameters of one statement (SQLite at 32,766). */
const maxParameters = 30_000;
/** The bytes of one insert: media blobs would otherwise make a statement of every image together. */
export const maxBatchBytes = 32 * 1024 * 1024;

function rowBytes(row: Record<string, unknown>) {
  let bytes = 0;
  for (const value of Object.values(row)) {
    if (value instanceof Uint8Array) bytes += value.byteLength;
    else if (typeof value === "string") bytes += value.length;
  }
  return bytes;
}

/** One table's rows in inserts of at most `maxParameters` values and `maxBatchBytes` bytes (a larger row alone). */
export function insertBatches<Row extends Record<string, unknown>>(rows: Row[]) {
  const perInsert = Math.max(1, Math.floor(maxParameters / Math.max(1, Object.keys(rows[0] ?? {}).length)));
  const batches: Row[][] = [];
  let batch: Row[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = rowBytes(row);
    if (batch.length > 0 && (batch.length === perInsert || bytes + size > maxBatchBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export interface CopyReport {
  table: string;
  rows: number;
}

/**
 * Copies `source` (one snapshot, at the latest schema) into a migrated `target` in one transaction,
 * empty unless `replace`; the target's version then moves past both, so its nodes drop their caches.
 */
export async function copySite(source: DatabaseHandle, target: DatabaseHandle, { replace = false } = {}): Promise<CopyReport[]> {
  const pending = await pendingMigrations(source.db, source.dialect);
  if (pending.length > 0) throw new Error(`The source database is not migrated (${pending.join(", ")}): run npm run db:migrate on it first.`);
  await migrateToLatest(target.db, target.dialect);

  const from = source.db as unknown as Untyped;
  const to = target.db as unknown as Untyped;
  const snapshot = source.dialect === "postgres" ? from.transaction().setIsolationLevel("repeatable read") : from.transaction();
  const data = await snapshot.execute(async (trx) => {
    const tables: { table: string; rows: Record<string, unknown>[] }[] = [];
    for (const table of siteTables)
      tables.push({
        table,
        rows: (
          await trx
            .selectFrom(table)
            .selectAll()
            .orderBy(sql`1`)
            .execute()
        ).map(portable),
      });
    const version = await trx.selectFrom("content_version").select("version").executeTakeFirst();
    return { tables, version: Number(version?.version ?? 0) };
  });

  return to.transaction().execute(async (trx) => {
    if (!replace && ((await rowCount(trx, "users")) > 0 || (await rowCount(trx, "contact_messages")) > 0)) {
      throw new Error("The target database already holds a site (users or messages): pass --replace to overwrite it.");
    }
    for (const table of [...siteTables].reverse()) await trx.deleteFrom(table).execute();
    const report: CopyReport[] = [];
    for (const { table, rows } of data.tables) {
      for (const batch of insertBatches(rows)) await trx.insertInto(table).values(batch).execute();
      report.push({ table, rows: rows.length });
    }
    if (target.dialect === "postgres") {
      for (const table of tablesWithGeneratedIds) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(trx);
      }
    }
    const current = await trx.selectFrom("content_version").select("version").executeTakeFirstOrThrow();
    await trx
      .updateTable("content_version")
      .set({ version: Math.max(Number(current.version), data.version) + 1 })
      .where("id", "=", 1)
      .execute();
    return report;
  });
}
