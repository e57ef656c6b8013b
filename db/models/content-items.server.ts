import type { ContentType } from "~/content/types";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { ContentItemRow } from "../schema";

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

export async function listContentItems(filter: { page?: string } = {}): Promise<ContentItem[]> {
  let query = db.selectFrom("content_items").selectAll().orderBy("page").orderBy("id");
  if (filter.page) query = query.where("page", "=", filter.page);
  return (await query.execute()) as ContentItem[];
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
export async function createContentItem(input: ContentItemInput) {
  const row = await writeContent((trx) => trx.insertInto("content_items").values(input).returningAll().executeTakeFirstOrThrow());
  return row as ContentItem;
}

export async function updateContentItem(id: number, patch: Partial<ContentItemInput>) {
  const row = await writeContent((trx) =>
    trx
      .updateTable("content_items")
      .set({ ...patch, updatedAt: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst(),
  );
  return row as ContentItem | undefined;
}

export async function deleteContentItem(id: number) {
  const result = await writeContent((trx) => trx.deleteFrom("content_items").where("id", "=", id).executeTakeFirst());
  return result.numDeletedRows > 0n;
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
