import { sql } from "kysely";

/*
 * Versions and conditional writes (docs/decisions/0043-versions-and-conflicts.md): every write
 * sets `version = version + 1` in the statement that writes; a write that names the version it
 * started from adds `where version = :expected` to that statement, so two writers that started from
 * the same version cannot both pass — on SQLite, on PostgreSQL, from any node.
 */

/** The `set` of every write to a versioned row: one more than the row holds, in the same statement. */
export const nextVersion = sql<number>`version + 1`;

/** The same in an upsert's update, where PostgreSQL needs the table named (`excluded` holds a `version` too). */
export function nextVersionOf(table: string) {
  return sql<number>`${sql.ref(`${table}.version`)} + 1`;
}

/**
 * A conditional write found another version than it named: thrown inside the write's transaction,
 * so nothing it did is kept. The caller reads the object as it is now for the answer.
 */
export class StaleWrite extends Error {
  constructor(
    readonly entity: string,
    readonly entityId: number,
  ) {
    super(`stale write to ${entity} ${entityId}`);
    this.name = "StaleWrite";
  }
}

/** Throws StaleWrite when a conditional write (`expected` given) changed no row of a row that exists. */
export function refuseStale(changed: boolean, exists: boolean, expected: number | undefined, entity: string, entityId: number) {
  if (!changed && exists && expected !== undefined) throw new StaleWrite(entity, entityId);
}
