import { createHash } from "node:crypto";
import { nowIso } from "../clock";
import { db, sqlite } from "../database.server";
import { StaleWrite } from "../versioned.server";
import { translationStatusOf } from "~/domain/translation-status";
import { type Actor, recordActivity } from "./activity.server";
import type { ContentTransaction } from "../content-version.server";
import type { ContentItem, DraftScope } from "./content-items.server";
import type { Locale } from "~/domain/locale";

/*
 * Unpublished edits of content items (docs/decisions/0026-drafts-preview-translation-status.md).
 * A draft is not public: saving or discarding one runs outside `writeContent` and moves no content
 * version, so no stored page is rendered again. Publishing writes the items and moves it.
 */

export interface ContentDraft {
  contentItemId: number;
  key: string;
  type: string;
  page: string;
  valueAr: string;
  valueEn: string;
  updatedAt: string;
}

/**
 * The drafts in a scope (every draft, one page's or some items'), in item order, each with its item's key, type and page
 * and its published values: for the preview, the editors' lists, the review of "publish all", publishing and schedules.
 */
export async function listDraftsInScope(executor: ContentTransaction | typeof db, scope: Pick<DraftScope, "page" | "ids"> = {}) {
  let query = executor
    .selectFrom("content_drafts")
    .innerJoin("content_items", "content_items.id", "content_drafts.contentItemId")
    .select([
      "content_drafts.contentItemId",
      "content_items.key",
      "content_items.type",
      "content_items.page",
      "content_drafts.valueAr",
      "content_drafts.valueEn",
      "content_drafts.updatedAt",
      "content_items.valueAr as publishedAr",
      "content_items.valueEn as publishedEn",
    ])
    .orderBy("content_drafts.contentItemId");
  if (scope.page) query = query.where("content_items.page", "=", scope.page);
  if (scope.ids) {
    if (scope.ids.length === 0) return [];
    query = query.where("content_drafts.contentItemId", "in", [...scope.ids]);
  }
  return query.execute();
}

/** Every draft, or one page's, with the key, type and page of its item. */
export function listContentDrafts(filter: { page?: string; itemIds?: number[] } = {}): Promise<ContentDraft[]> {
  return listDraftsInScope(db, { page: filter.page, ids: filter.itemIds });
}

/** A draft as the review of "publish all" lists it (docs/decisions/0026-drafts-preview-translation-status.md). */
export interface DraftForReview {
  contentItemId: number;
  key: string;
  page: string;
  /** The languages whose value the draft changes (none when it holds the published values). */
  changes: Locale[];
  /** Who saved it last (the activity log's `draft.save`), null if no entry says. */
  savedBy: string | null;
  updatedAt: string;
  fingerprint: string;
}

/** Every draft with what it changes, who saved it last and when, and the fingerprint that publishes it. */
export async function listDraftsForReview(): Promise<DraftForReview[]> {
  const drafts = await listDraftsInScope(db);
  const savedBy = await lastDraftSavers(drafts.map((draft) => draft.contentItemId));
  return drafts.map((draft) => ({
    contentItemId: draft.contentItemId,
    key: draft.key,
    page: draft.page,
    changes: [...(draft.valueAr !== draft.publishedAr ? ["ar" as const] : []), ...(draft.valueEn !== draft.publishedEn ? ["en" as const] : [])],
    savedBy: savedBy.get(draft.contentItemId) ?? null,
    updatedAt: draft.updatedAt,
    fingerprint: draftFingerprint(draft),
  }));
}

/** The email of whoever last saved each item's draft, from the activity log. */
async function lastDraftSavers(itemIds: number[]) {
  const savers = new Map<number, string>();
  for (let start = 0; start < itemIds.length; start += 500) {
    const rows = await db
      .selectFrom("activity")
      .select(["entityId", "actorEmail"])
      .where("action", "=", "draft.save")
      .where("entity", "=", "content")
      .where("entityId", "in", itemIds.slice(start, start + 500))
      .orderBy("id", "desc")
      .execute();
    for (const row of rows) if (row.entityId !== null && !savers.has(row.entityId)) savers.set(row.entityId, row.actorEmail);
  }
  return savers;
}

export async function countContentDrafts(page?: string) {
  let query = db
    .selectFrom("content_drafts")
    .innerJoin("content_items", "content_items.id", "content_drafts.contentItemId")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  if (page) query = query.where("content_items.page", "=", page);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/**
 * Saves (or replaces) the draft of an item, checked by the caller with the item's rules
 * (app/schemas/content-item.ts checkContentItem). Undefined when the item does not exist.
 */
export async function saveContentDraft(contentItemId: number, values: { valueAr: string; valueEn: string }, actor: Actor, expected?: number) {
  return db.transaction().execute(async (trx) => {
    let read = trx.selectFrom("content_items").select(["id", "key", "version"]).where("id", "=", contentItemId);
    // A draft names the item's version it was started from: the item's row stays at that version until the draft is kept (PostgreSQL's row lock; SQLite has one writer).
    if (!sqlite) read = read.forShare();
    const item = await read.executeTakeFirst();
    if (!item) return undefined;
    if (expected !== undefined && item.version !== expected) throw new StaleWrite("content", contentItemId);
    const now = nowIso();
    const draft = await trx
      .insertInto("content_drafts")
      .values({ contentItemId, ...values, createdAt: now, updatedAt: now })
      .onConflict((conflict) => conflict.column("contentItemId").doUpdateSet({ ...values, updatedAt: now }))
      .returning(["contentItemId", "valueAr", "valueEn", "updatedAt"])
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "draft.save", entity: "content", entityId: contentItemId, summary: item.key });
    return draft;
  });
}

/** Whether there was a draft to discard. */
export async function discardContentDraft(contentItemId: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("content_drafts").where("contentItemId", "=", contentItemId).executeTakeFirst();
    if (result.numDeletedRows === 0n) return false;
    const item = await trx.selectFrom("content_items").select("key").where("id", "=", contentItemId).executeTakeFirst();
    await recordActivity(trx, { actor, action: "draft.discard", entity: "content", entityId: contentItemId, summary: item?.key ?? "" });
    return true;
  });
}

/** Discards every draft of one page (or of every page); how many were discarded. */
export async function discardContentDrafts(page: string | undefined, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom("content_drafts");
    if (page) query = query.where("contentItemId", "in", (eb) => eb.selectFrom("content_items").select("id").where("page", "=", page));
    const discarded = Number((await query.executeTakeFirst()).numDeletedRows);
    if (discarded > 0) await recordActivity(trx, { actor, action: "draft.discard", summary: `${page ?? "*"}: ${discarded}` });
    return discarded;
  });
}

/**
 * Items as editors see them (the API's list, the dashboard): each with its translation status,
 * the language that is out of date, and its draft (or null).
 */
export async function withEditorialState<Item extends ContentItem>(items: Item[]) {
  // A long list reads every draft (few) rather than naming thousands of ids.
  const itemIds = items.length > 500 ? undefined : items.map((item) => item.id);
  const drafts = new Map((await listContentDrafts({ itemIds })).map((draft) => [draft.contentItemId, draft]));
  return items.map((item) => {
    const draft = drafts.get(item.id);
    const { status, outdated } = translationStatusOf(item);
    return {
      ...item,
      translationStatus: status,
      outdatedLanguage: outdated,
      draft: draft ? { valueAr: draft.valueAr, valueEn: draft.valueEn, updatedAt: draft.updatedAt } : null,
    };
  });
}

export type EditorialContentItem = Awaited<ReturnType<typeof withEditorialState<ContentItem>>>[number];

/**
 * A draft as a reviewer saw it (docs/decisions/0026-drafts-preview-translation-status.md): its item, when it was saved and its two values, hashed.
 * The review of "publish all" sends these back; a draft saved again since, or one that was not
 * listed, has another and is not published.
 */
export function draftFingerprint(draft: { contentItemId: number; updatedAt: string; valueAr: string; valueEn: string }) {
  const digest = createHash("sha256")
    .update(JSON.stringify([draft.contentItemId, draft.updatedAt, draft.valueAr, draft.valueEn]))
    .digest("hex")
    .slice(0, 16);
  return `${draft.contentItemId}.${digest}`;
}
