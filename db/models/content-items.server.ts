import type { ExpressionBuilder } from "kysely";
import type { ContentType } from "~/content/types";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { ContentItemRow, Database } from "../schema";
import type { Actor } from "./activity.server";
import { contentEntity, recordRevision } from "./revisions.server";

export type ContentItem = Omit<ContentItemRow, "type"> & { type: ContentType };

export interface ContentItemInput {
  key: string;
  type: ContentType;
  valueAr: string;
  valueEn: string;
  category: string;
  page: string;
  description: string;
}

/** An item without its Arabic or its English value (blank counts as missing). */
function lacksTranslation(eb: ExpressionBuilder<Database, "content_items">) {
  return eb.or([eb(eb.fn<string>("trim", ["valueAr"]), "=", ""), eb(eb.fn<string>("trim", ["valueEn"]), "=", "")]);
}

export async function listContentItems(filter: { page?: string; missingOnly?: boolean } = {}): Promise<ContentItem[]> {
  let query = db.selectFrom("content_items").selectAll().orderBy("page").orderBy("id");
  if (filter.page) query = query.where("page", "=", filter.page);
  if (filter.missingOnly) query = query.where(lacksTranslation);
  return (await query.execute()) as ContentItem[];
}

/** Per page: how many items it has, and how many lack a translation. */
export async function countContentItemsByPage() {
  const rows = await db
    .selectFrom("content_items")
    .select((eb) => [
      "page",
      eb.fn.countAll<number>().as("items"),
      eb.fn.sum<number>(eb.case().when(lacksTranslation(eb)).then(1).else(0).end()).as("missing"),
    ])
    .groupBy("page")
    .execute();
  return new Map(rows.map((row) => [row.page, { items: Number(row.items), missing: Number(row.missing ?? 0) }]));
}

export async function getContentItem(id: number) {
  return (await db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst()) as ContentItem | undefined;
}

export async function countContentItems() {
  const row = await db
    .selectFrom("content_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Throws a UNIQUE violation (see isUniqueViolation) when the key exists. */
export async function createContentItem(input: ContentItemInput, actor: Actor) {
  const row = await writeContent(async (trx) => {
    const created = await trx.insertInto("content_items").values(input).returningAll().executeTakeFirstOrThrow();
    await recordRevision(trx, {
      actor,
      entity: contentEntity(created),
      entityId: created.id,
      action: "create",
      before: null,
      after: created,
      summary: created.key,
    });
    return created;
  });
  return row as ContentItem;
}

export async function updateContentItem(id: number, patch: Partial<ContentItemInput>, actor: Actor) {
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable("content_items")
      .set({ ...patch, updatedAt: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRevision(trx, { actor, entity: contentEntity(after), entityId: id, action: "update", before, after, summary: after.key });
    return after;
  });
  return row as ContentItem | undefined;
}

export async function deleteContentItem(id: number, actor: Actor) {
  return writeContent(async (trx) => {
    const before = await trx.deleteFrom("content_items").where("id", "=", id).returningAll().executeTakeFirst();
    if (!before) return false;
    await recordRevision(trx, { actor, entity: contentEntity(before), entityId: id, action: "delete", before, after: null, summary: before.key });
    return true;
  });
}

/** Inserts the items whose keys are absent; never touches an existing (possibly edited) row. */
export async function insertMissingContentItems(items: ContentItemInput[]) {
  if (items.length === 0) return 0;
  return writeContent(async (trx) => {
    let inserted = 0;
    for (let start = 0; start < items.length; start += 100) {
      const result = await trx
        .insertInto("content_items")
        .values(items.slice(start, start + 100))
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  });
}
