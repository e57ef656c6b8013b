import { type Selectable, sql, type Transaction } from "kysely";
import type { Entity } from "~/entities/registry";
import type { Database } from "./schema";

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

/**
 * The versioned tables whose rows are deleted one by one with a revision: those whose descriptor
 * says `deletable` (app/entities, docs/decisions/0058-entities-as-data.md): content items, team members, button links.
 */
export type DeletableTable = Extract<Entity, { deletable: true }>["table"];

/**
 * Deletes row `id` of `table` inside `trx` — with `expected`, only at that version — and gives the row as it
 * was (for its revision), or undefined when there was none. StaleWrite when the row is there at another version.
 */
export async function deleteVersionedRow<Table extends DeletableTable>(
  trx: Transaction<Database>,
  table: Table,
  id: number,
  expected: number | undefined,
  entity: string,
): Promise<Selectable<Database[Table]> | undefined> {
  // One shape for those tables (each has `id` and `version`); Kysely cannot narrow a union of table names.
  const rows = trx as unknown as Transaction<Record<DeletableTable, { id: number; version: number }>>;
  let remove = rows.deleteFrom(table as DeletableTable).where("id", "=", id);
  if (expected !== undefined) remove = remove.where("version", "=", expected);
  const before = await remove.returningAll().executeTakeFirst();
  if (!before && expected !== undefined) {
    const exists = await rows
      .selectFrom(table as DeletableTable)
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    refuseStale(false, Boolean(exists), expected, entity, id);
  }
  return before as Selectable<Database[Table]> | undefined;
}
