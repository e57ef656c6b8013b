import type { ExpressionBuilder, Insertable, Kysely, Selectable, Transaction } from "kysely";
import { nowIso } from "../clock";
import { translationStamps } from "~/domain/translation-status";
import { historied, type HistoriedName } from "~/entities/registry";
import { type ContentTransaction, writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { Database, RevisionRow } from "../schema";
import { isUniqueViolation } from "../unique-violation.server";
import { type DeletableTable, deleteVersionedRow, nextVersion, refuseStale, StaleWrite } from "../versioned.server";
import { type ActivityAction, type Actor, recordActivity } from "./activity.server";

// Whole rows before and after, in the write's own transaction; a restore is one more revision (docs/decisions/0025-history-and-activity.md).

/**
 * The entities with a history, by name: their table, flag columns, unique column and personal
 * columns, read from their descriptors (docs/decisions/0058-entities-as-data.md).
 */
export const revisionEntities = Object.fromEntries(historied.map((entity) => [entity.name, entity])) as {
  [Name in HistoriedName]: Extract<(typeof historied)[number], { name: Name }>;
};

export type RevisionEntity = HistoriedName;

export function isRevisionEntity(value: unknown): value is RevisionEntity {
  return typeof value === "string" && Object.hasOwn(revisionEntities, value);
}

/** Content items and FAQ entries share a table: an item's history is one, whichever page it was on. */
function sameHistory(entity: RevisionEntity): RevisionEntity[] {
  const { history } = revisionEntities[entity];
  return "sharedWith" in history ? [entity, history.sharedWith] : [entity];
}

/** A content item is a FAQ entry while its page is `faq` (docs/decisions/0005-faq-as-content-items.md). */
export function contentEntity(row: { page: string }): RevisionEntity {
  return row.page === "faq" ? "faq" : "content";
}

type Row = Record<string, unknown>;
export type RevisionAction = "create" | "update" | "delete" | "restore";

export interface RevisionEntry {
  actor: Actor;
  entity: RevisionEntity;
  entityId: number;
  action: RevisionAction;
  /** The whole row before the write; null for a creation. */
  before: Row | null | undefined;
  /** The whole row after the write; null for a deletion. */
  after: Row | null | undefined;
  /** One line for the activity log: what was written (a key, a name). */
  summary: string;
  restoredFrom?: number;
}

/** Flags are stored as booleans in a revision, whichever database wrote them. */
function snapshot(entity: RevisionEntity, row: Row | null | undefined) {
  if (!row) return null;
  const copy: Row = { ...row };
  for (const flag of revisionEntities[entity].history.flags) copy[flag] = Boolean(copy[flag]);
  return JSON.stringify(copy);
}

/** Records a write to `entity` and its activity entry; pass the write's transaction. */
export async function recordRevision(executor: Kysely<Database>, entry: RevisionEntry) {
  await executor
    .insertInto("revisions")
    .values({
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      before: snapshot(entry.entity, entry.before),
      after: snapshot(entry.entity, entry.after),
      actorId: entry.actor.id,
      actorEmail: entry.actor.email.trim().toLowerCase(),
      restoredFrom: entry.restoredFrom ?? null,
      createdAt: nowIso(),
    })
    .execute();
  await recordActivity(executor, {
    actor: entry.actor,
    action: `${entry.entity}.${entry.action}` as ActivityAction,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
  });
}

/** A table whose rows are written one by one with a revision: the entity its history names, and a row's line in the activity log. */
export interface RevisedTable<Table extends DeletableTable> {
  table: Table;
  entity: RevisionEntity;
  summary: (row: Selectable<Database[Table]>) => string;
}

/** Who writes row `id`, and with `expected`, the only version the write may replace (docs/decisions/0043-versions-and-conflicts.md). */
export interface RevisedWrite {
  actor: Actor;
  id: number;
  expected?: number;
}

/** One shape for those tables (each has `id` and `version`); Kysely cannot narrow a union of table names. */
function versionedRows(trx: ContentTransaction) {
  return trx as unknown as Transaction<Record<DeletableTable, { id: number; version: number }>>;
}

/** Inserts a row and records its creation, in the caller's content write. */
export async function createWithRevision<Table extends DeletableTable>(
  trx: ContentTransaction,
  revised: RevisedTable<Table>,
  actor: Actor,
  values: Insertable<Database[Table]>,
): Promise<Selectable<Database[Table]>> {
  const created = await versionedRows(trx)
    .insertInto(revised.table as DeletableTable)
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  const row = created as unknown as Selectable<Database[Table]>;
  await recordRevision(trx, {
    actor,
    entity: revised.entity,
    entityId: created.id,
    action: "create",
    before: null,
    after: row,
    summary: revised.summary(row),
  });
  return row;
}

/**
 * Writes what `set` makes of row `id` (as it was) and records the update, in the caller's content write; undefined when there is no such
 * row. With `expected`, another version throws StaleWrite and nothing is written.
 */
export async function updateWithRevision<Table extends DeletableTable>(
  trx: ContentTransaction,
  revised: RevisedTable<Table>,
  { actor, id, expected }: RevisedWrite,
  /** The columns to write (`version` is added); like `toRow`, Kysely cannot check them against a table chosen at run time. */
  set: (before: Selectable<Database[Table]>) => object,
): Promise<{ before: Selectable<Database[Table]>; after: Selectable<Database[Table]> } | undefined> {
  const rows = versionedRows(trx);
  const before = (await rows
    .selectFrom(revised.table as DeletableTable)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst()) as Selectable<Database[Table]> | undefined;
  if (!before) return undefined;
  let update = rows
    .updateTable(revised.table as DeletableTable)
    .set({ ...set(before), version: nextVersion } as never)
    .where("id", "=", id);
  if (expected !== undefined) update = update.where("version", "=", expected);
  const after = (await update.returningAll().executeTakeFirst()) as Selectable<Database[Table]> | undefined;
  refuseStale(Boolean(after), true, expected, revised.entity, id);
  if (!after) return undefined;
  await recordRevision(trx, { actor, entity: revised.entity, entityId: id, action: "update", before, after, summary: revised.summary(after) });
  return { before, after };
}

/** Deletes row `id` (only at `expected` when given: StaleWrite at another) and records it, in the caller's content write; false when there was none. */
export async function deleteWithRevision<Table extends DeletableTable>(
  trx: ContentTransaction,
  revised: RevisedTable<Table>,
  { actor, id, expected }: RevisedWrite,
) {
  const before = await deleteVersionedRow(trx, revised.table, id, expected, revised.entity);
  if (!before) return false;
  await recordRevision(trx, { actor, entity: revised.entity, entityId: id, action: "delete", before, after: null, summary: revised.summary(before) });
  return true;
}

/**
 * A revised table's create, update and delete, each in its own content write, with the model's own row shapes:
 * `toRow` turns what the caller gives into columns, `toRecord` a row into what the caller gets.
 */
export function revisedWrites<Table extends DeletableTable, Input, Record>(
  revised: RevisedTable<Table>,
  toRow: (input: Partial<Input>) => object,
  toRecord: (row: Selectable<Database[Table]>) => Record,
) {
  return {
    create: async (input: Input, actor: Actor) =>
      toRecord(await writeContent((trx) => createWithRevision(trx, revised, actor, toRow(input) as never))),
    /** With `expected`, written only over that version: another one throws StaleWrite (docs/decisions/0043-versions-and-conflicts.md). */
    update: async (id: number, patch: Partial<Input>, actor: Actor, expected?: number) => {
      const written = await writeContent((trx) =>
        updateWithRevision(trx, revised, { actor, id, expected }, () => ({ ...toRow(patch), updatedAt: nowIso() })),
      );
      return written && toRecord(written.after);
    },
    delete: (id: number, actor: Actor, expected?: number) => writeContent((trx) => deleteWithRevision(trx, revised, { actor, id, expected })),
  };
}

export interface Revision {
  id: number;
  entity: RevisionEntity;
  entityId: number;
  action: RevisionAction;
  before: Row | null;
  after: Row | null;
  actorEmail: string;
  restoredFrom: number | null;
  createdAt: string;
}

/**
 * A revision with its place in its item's history: `number` 1 for the item's first revision, n for
 * its n-th (docs/decisions/0025-history-and-activity.md), and the number of the one a restore brought back.
 */
export interface NumberedRevision extends Revision {
  number: number;
  restoredFromNumber: number | null;
}

function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    entity: row.entity as RevisionEntity,
    entityId: row.entityId,
    action: row.action as RevisionAction,
    before: row.before === null ? null : (JSON.parse(row.before) as Row),
    after: row.after === null ? null : (JSON.parse(row.after) as Row),
    actorEmail: row.actorEmail,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt,
  };
}

/**
 * One item's revisions numbered in SQL, 1 for the oldest (`row_number()` over the item's revisions
 * by id, on SQLite and PostgreSQL alike): a page is numbered without reading the rest of the history.
 * The index on entity, entityId, id serves it.
 */
function numbered(entity: RevisionEntity, entityId: number) {
  return db
    .selectFrom("revisions")
    .selectAll()
    .select((eb) =>
      eb.fn
        .agg<number>("row_number")
        .over((over) => over.orderBy("id"))
        .as("number"),
    )
    .where("entity", "in", sameHistory(entity))
    .where("entityId", "=", entityId);
}

/** The numbered rows as the model returns them (PostgreSQL's bigint counts arrive as strings). */
function numberedQuery(entity: RevisionEntity, entityId: number) {
  return db
    .selectFrom(numbered(entity, entityId).as("history"))
    .selectAll("history")
    .select((eb) =>
      // Counted for the page's rows only: a join of two numbered histories read every row twice.
      eb
        .selectFrom("revisions as source")
        .select((inner) => inner.fn.countAll<number>().as("count"))
        .where("source.entity", "in", sameHistory(entity))
        .where("source.entityId", "=", entityId)
        .whereRef("source.id", "<=", "history.restoredFrom")
        .as("restoredFromNumber"),
    );
}

function toNumbered(row: RevisionRow & { number: number | string; restoredFromNumber: number | string | null }): NumberedRevision {
  return {
    ...toRevision(row),
    number: Number(row.number),
    restoredFromNumber: row.restoredFrom === null || row.restoredFromNumber === null ? null : Number(row.restoredFromNumber),
  };
}

/** One item's history, newest first, `pageSize` a page, each revision with its number in the item's history. */
export async function listRevisions(entity: RevisionEntity, entityId: number, page: number, pageSize: number) {
  const history = db.selectFrom("revisions").where("entity", "in", sameHistory(entity)).where("entityId", "=", entityId);
  const [rows, count] = await Promise.all([
    numberedQuery(entity, entityId)
      .orderBy("history.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    history.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toNumbered), total: Number(count.count) };
}

/** One revision of an item with its number in the item's history, or undefined (unknown, or another item's). */
export async function getNumberedRevision(entity: RevisionEntity, entityId: number, id: number) {
  const row = await numberedQuery(entity, entityId).where("history.id", "=", id).executeTakeFirst();
  return row && toNumbered(row);
}

export async function getRevision(id: number) {
  const row = await db.selectFrom("revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRevision(row);
}

/** The latest deletions of an entity kind whose item is still gone: where a deleted item's history is found. */
/** A revision whose row is no longer in `table` (deleted, and not restored since). The table is chosen at run time. */
function rowIsGone(table: keyof Database) {
  return (eb: ExpressionBuilder<Database, "revisions">) =>
    eb.not(
      eb.exists(
        (db as unknown as Kysely<Record<string, { id: number }>>)
          .selectFrom(table)
          .select("id")
          .whereRef(`${table}.id` as never, "=", "revisions.entityId" as never),
      ),
    );
}

export async function listDeleted(entity: RevisionEntity, limit = 50) {
  const { table } = revisionEntities[entity];
  const rows = await db
    .selectFrom("revisions")
    .selectAll()
    .where("entity", "=", entity)
    .where("action", "=", "delete")
    .where(rowIsGone(table))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toRevision);
}

/** What a revision brings back: the row it wrote, or for a deletion the row it deleted. */
export function restoredState(revision: Revision) {
  return revision.after ?? revision.before;
}

/** A row as a revision and an answer hold it: an image's bytes stay in its table. */
function withoutBytes(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => !(value instanceof Uint8Array)));
}

/** The item as stored now, as a revision would hold it (flags as booleans, an image without its bytes); undefined when gone. */
export async function currentState(entity: RevisionEntity, entityId: number): Promise<Row | undefined> {
  const { table } = revisionEntities[entity];
  // The entity's table is chosen at run time: Kysely's untyped escape hatch.
  const untyped = db as unknown as Kysely<Record<string, Row>>;
  const stored = await untyped.selectFrom(table).selectAll().where("id", "=", entityId).executeTakeFirst();
  return stored && (JSON.parse(snapshot(entity, withoutBytes(stored))!) as Row);
}

export type RestoreResult =
  | { ok: true; entity: RevisionEntity; row: Row }
  | { ok: false; reason: "not-found" | "other-entity" | "conflict" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

/** Today's rules for a state about to be written back: its field errors (message keys), or none. */
export type RestoreCheck = (entity: RevisionEntity, state: Row) => Record<string, string[]> | undefined;

/** Writes a revision's state back as a new revision; refused for another item than `expected`, or a unique key taken since. */
export async function restoreRevision(
  id: number,
  actor: Actor,
  expected?: { entity: RevisionEntity; entityId: number },
  check?: RestoreCheck,
  expectedVersion?: number,
): Promise<RestoreResult> {
  const revision = await getRevision(id);
  if (!revision || !isRevisionEntity(revision.entity)) return { ok: false, reason: "not-found" };
  if (expected && (expected.entityId !== revision.entityId || !sameHistory(expected.entity).includes(revision.entity))) {
    return { ok: false, reason: "other-entity" };
  }
  const state = restoredState(revision);
  if (!state) return { ok: false, reason: "not-found" };
  const errors = check?.(revision.entity, state);
  if (errors) return { ok: false, reason: "invalid", errors };
  // An image's revisions keep its texts, not its bytes: a deleted image stays deleted.
  if (revision.entity === "media" && !(await db.selectFrom("media").select("id").where("id", "=", revision.entityId).executeTakeFirst())) {
    return { ok: false, reason: "not-found" };
  }
  const {
    table,
    history: { flags },
  } = revisionEntities[revision.entity];
  // A restore is a write like any other: the row's version goes up by one, never back to the revision's (docs/decisions/0043-versions-and-conflicts.md).
  const { id: _id, version: restoredVersion, ...values } = state;
  for (const flag of flags) values[flag] = values[flag] ? 1 : 0;
  values.updatedAt = nowIso();
  try {
    const row = await writeContent(async (trx) => {
      // The entity's table is chosen at run time: Kysely's untyped escape hatch.
      const untyped = trx as unknown as Kysely<Record<string, Row>>;
      const stored = await untyped.selectFrom(table).selectAll().where("id", "=", revision.entityId).executeTakeFirst();
      const current = stored && withoutBytes(stored);
      if (table === "content_items" && current) {
        // Like a PATCH, it ends the item's draft; the change times come back too (docs/decisions/0026-drafts-preview-translation-status.md).
        if (!("valueArUpdatedAt" in values)) Object.assign(values, translationStamps(current as never, values, values.updatedAt as string));
        if (["valueAr", "valueEn", "type"].some((column) => column in values && values[column] !== current[column])) {
          await trx.deleteFrom("content_drafts").where("contentItemId", "=", revision.entityId).execute();
        }
      }
      let update = untyped
        .updateTable(table)
        .set({ ...values, version: nextVersion })
        .where("id", "=", revision.entityId);
      if (expectedVersion !== undefined) update = update.where("version", "=", expectedVersion);
      const written = current
        ? await update.returningAll().executeTakeFirst()
        : await untyped
            .insertInto(table)
            .values({ ...values, id: revision.entityId, version: Number(restoredVersion ?? 0) + 1 })
            .returningAll()
            .executeTakeFirstOrThrow();
      if (!written) throw new StaleWrite(revision.entity, revision.entityId);
      const restored = withoutBytes(written);
      const entity = "page" in restored ? contentEntity(restored as { page: string }) : revision.entity;
      await recordRevision(trx, {
        actor,
        entity,
        entityId: revision.entityId,
        action: "restore",
        before: current ?? null,
        after: restored,
        summary: revisionLabel(entity, restored),
        restoredFrom: revision.id,
      });
      return restored;
    });
    return { ok: true, entity: revision.entity, row };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "conflict" };
    throw error;
  }
}

/** The one line an entity's revision shows in the activity log. */
export function revisionLabel(entity: RevisionEntity, row: Row) {
  const column = revisionEntities[entity].title;
  return column ? String(row[column] ?? "") : entity;
}

/**
 * Blanks the personal columns in every revision of a row that was deleted before `before` and is
 * still gone (docs/decisions/0034-attack-run-2026-11-25.md). Idempotent; returns the revisions changed.
 */
export async function redactDeletedPersonalData(before: string) {
  let changed = 0;
  for (const { name: entity, table, history } of historied) {
    const columns: readonly string[] = "personal" in history ? history.personal : [];
    if (columns.length === 0) continue;
    const gone = db
      .selectFrom("revisions")
      .select("entityId")
      .where("entity", "=", entity)
      .where("action", "=", "delete")
      .where("createdAt", "<", before)
      .where(rowIsGone(table));
    const rows = await db
      .selectFrom("revisions")
      .select(["id", "before", "after"])
      .where("entity", "=", entity)
      .where("entityId", "in", gone)
      .execute();
    for (const row of rows) {
      const redact = (json: string | null) => {
        if (json === null) return null;
        const state = JSON.parse(json) as Row;
        for (const column of columns) if (column in state) state[column] = "";
        return JSON.stringify(state);
      };
      const [beforeState, afterState] = [redact(row.before), redact(row.after)];
      if (beforeState === row.before && afterState === row.after) continue;
      await db.updateTable("revisions").set({ before: beforeState, after: afterState }).where("id", "=", row.id).execute();
      changed += 1;
    }
  }
  return changed;
}
