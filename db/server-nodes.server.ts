import { type Kysely, sql } from "kysely";
import type { Dialect } from "./connection.server";
import type { Database } from "./schema";

/*
 * The running servers of a database (docs/decisions/0037-restore.md): every node keeps a row whose
 * `lastSeenAt` it moves every few seconds, by the database's clock (so nodes on machines whose
 * clocks differ agree), and deletes it when it stops cleanly. A crashed node's row just ages out.
 * These functions take the database to use, because `npm run restore` asks a target it opened itself.
 */

/** How often a running node says it is alive (app/server/heartbeat.server.ts). */
export const heartbeatMs = 5_000;
/** A node is live while its last heartbeat is younger than three intervals: one late beat is not a stopped node. */
export const liveWithinMs = 3 * heartbeatMs;

/** The database's own "now", as each dialect stores a timestamp (migrations/kit-v1.ts). */
const databaseNow = (dialect: Dialect) => (dialect === "postgres" ? sql<string>`now()` : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export interface ServerNode {
  id: string;
  host: string;
  pid: number;
}

/** Says that `node` is alive now (inserting its row the first time). */
export async function beatHeart(db: Kysely<Database>, dialect: Dialect, node: ServerNode) {
  await db
    .insertInto("server_nodes")
    .values({ ...node, startedAt: databaseNow(dialect), lastSeenAt: databaseNow(dialect) })
    .onConflict((oc) => oc.column("id").doUpdateSet({ lastSeenAt: databaseNow(dialect) }))
    .execute();
}

/** A node stopping cleanly leaves no trace. */
export async function forgetNode(db: Kysely<Database>, id: string) {
  await db.deleteFrom("server_nodes").where("id", "=", id).execute();
}

export interface SeenNode extends ServerNode {
  lastSeenAt: string;
  /** Milliseconds between its last heartbeat and the database's now. */
  ago: number;
}

/** The nodes seen within `freshMs` of the database's now; none when the table does not exist yet (a database older than it). */
export async function liveNodes(db: Kysely<Database>, dialect: Dialect, freshMs: number): Promise<SeenNode[]> {
  const tables = await db.introspection.getTables();
  if (!tables.some((table) => table.name === "server_nodes")) return [];
  const { rows } = await sql<{ now: string | Date }>`select ${databaseNow(dialect)} as now`.execute(db);
  const now = Date.parse(String(rows[0].now instanceof Date ? rows[0].now.toISOString() : rows[0].now));
  const nodes = await db.selectFrom("server_nodes").select(["id", "host", "pid", "lastSeenAt"]).orderBy("lastSeenAt", "desc").execute();
  return nodes.map((node) => ({ ...node, ago: now - Date.parse(node.lastSeenAt) })).filter((node) => node.ago < freshMs);
}
