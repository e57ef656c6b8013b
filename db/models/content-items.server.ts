import type { ExpressionBuilder } from "kysely";
import { draftHasLanguage, type TranslationStatus, translationStamps } from "~/domain/translation-status";
import { type ContentType, languageChoiceSuffixes } from "~/domain/content-types";
import { type Locale, locales } from "~/domain/locale";
import { nowIso } from "../clock";
import { type ContentTransaction, moveContentVersion, perContentVersion, writeContent } from "../content-version.server";
import { db, sqlite } from "../database.server";
import { countRows } from "../row-count.server";
import type { ContentItemRow, Database } from "../schema";
import { deleteVersionedRow, nextVersion, StaleWrite } from "../versioned.server";
import { type Actor, recordActivity } from "./activity.server";
import { draftFingerprint, listDraftsInScope } from "./content-drafts.server";
import { contentEntity, recordRevision } from "./revisions.server";
import { matchingRefs, type SearchFilter } from "./search-index.server";

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

/** A page's share image or noindex: one choice per language, never missing nor outdated (app/domain/content-types.ts). */
function isLanguageChoice(eb: ExpressionBuilder<Database, "content_items">) {
  return eb.or(languageChoiceSuffixes.map((suffix) => eb("content_items.key", "like", `%${suffix}`)));
}

/** An item without its Arabic or its English value (blank counts as missing). */
function lacksTranslation(eb: ExpressionBuilder<Database, "content_items">) {
  return eb.and([
    eb.not(isLanguageChoice(eb)),
    eb.or([eb(eb.fn<string>("trim", ["content_items.valueAr"]), "=", ""), eb(eb.fn<string>("trim", ["content_items.valueEn"]), "=", "")]),
  ]);
}

/** Both values present, one language changed after the other (app/domain/translation-status.ts); both databases compare the times in order. */
function isStale(eb: ExpressionBuilder<Database, "content_items">) {
  return eb.and([
    eb.not(isLanguageChoice(eb)),
    eb.not(lacksTranslation(eb)),
    eb("content_items.valueArUpdatedAt", "<>", eb.ref("content_items.valueEnUpdatedAt")),
  ]);
}

function hasStatus(status: TranslationStatus) {
  return (eb: ExpressionBuilder<Database, "content_items">) => {
    if (status === "missing") return lacksTranslation(eb);
    if (status === "stale") return isStale(eb);
    return eb.or([
      isLanguageChoice(eb),
      eb.and([eb.not(lacksTranslation(eb)), eb("content_items.valueArUpdatedAt", "=", eb.ref("content_items.valueEnUpdatedAt"))]),
    ]);
  };
}

/** Which items a list holds: one page's, or those of some pages, with or without a translation status. */
export interface ContentItemFilter {
  page?: string;
  pages?: readonly string[];
  missingOnly?: boolean;
  status?: TranslationStatus;
  /** A search (app/features/search/search.service.server.ts `searchTerms`): items, drafts included, whose text holds every term. */
  search?: SearchFilter;
}

function matching(filter: ContentItemFilter) {
  return (eb: ExpressionBuilder<Database, "content_items">) => {
    const conditions = [];
    if (filter.page) conditions.push(eb("content_items.page", "=", filter.page));
    // No page at all keeps nothing (`or` of nothing is false).
    if (filter.pages) conditions.push(filter.pages.length > 0 ? eb("content_items.page", "in", filter.pages) : eb.or([]));
    if (filter.missingOnly) conditions.push(lacksTranslation(eb));
    if (filter.status) conditions.push(hasStatus(filter.status)(eb));
    if (filter.search) conditions.push(eb("content_items.id", "in", matchingRefs(db, ["content", "faq"], filter.search)));
    return eb.and(conditions);
  };
}

export async function listContentItems(filter: ContentItemFilter = {}): Promise<ContentItem[]> {
  return (await db.selectFrom("content_items").selectAll().where(matching(filter)).orderBy("page").orderBy("id").execute()) as ContentItem[];
}

/** A page's section (its category) in a list of items, and how many of the list's items it holds. */
export interface ContentGroup {
  page: string;
  category: string;
  items: number;
}

/** How many items of each page and category the filter keeps, in no particular order. */
export async function countContentItemsByCategory(filter: ContentItemFilter): Promise<ContentGroup[]> {
  // Read once per content version: with thousands of items the count scans them all. A search also
  // reads drafts, which move no version: it is counted each time.
  const count = async () => {
    const rows = await db
      .selectFrom("content_items")
      .select((eb) => ["content_items.page", "content_items.category", eb.fn.countAll<number>().as("items")])
      .where(matching(filter))
      .groupBy(["content_items.page", "content_items.category"])
      .execute();
    return rows.map((row) => ({ page: row.page, category: row.category, items: Number(row.items) }));
  };
  return filter.search ? count() : perContentVersion(`content-groups:${JSON.stringify(filter)}`, count);
}

/** `limit` items from `offset` of the given groups in turn, each in id order: only the groups a slice spans are read. */
export async function listContentItemsOfGroups(
  filter: ContentItemFilter,
  groups: readonly { page: string; category: string }[],
  { offset, limit }: { offset: number; limit: number },
): Promise<ContentItem[]> {
  if (groups.length === 0) return [];
  const inGroup = (eb: ExpressionBuilder<Database, "content_items">, group: { page: string; category: string }) =>
    eb.and([eb("content_items.page", "=", group.page), eb("content_items.category", "=", group.category)]);
  const rows = await db
    .selectFrom("content_items")
    .selectAll()
    .where(matching(filter))
    .where((eb) => eb.or(groups.map((group) => inGroup(eb, group))))
    .orderBy((eb) =>
      groups
        .slice(1)
        .reduce(
          (rank, group, index) => rank.when(inGroup(eb, group)).then(eb.lit(index + 1)),
          eb.case().when(inGroup(eb, groups[0])).then(eb.lit<number>(0)),
        )
        .end(),
    )
    .orderBy("content_items.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as ContentItem[];
}

/** How many items of its page and category the filter keeps before this one (in id order); undefined when the filter leaves it out. */
export async function countContentItemsBefore(filter: ContentItemFilter, item: { id: number; page: string; category: string }) {
  const row = await db
    .selectFrom("content_items")
    .select((eb) => [eb.fn.countAll<number>().as("upTo"), eb.fn.max("content_items.id").as("last")])
    .where(matching(filter))
    .where("content_items.page", "=", item.page)
    .where("content_items.category", "=", item.category)
    .where("content_items.id", "<=", item.id)
    .executeTakeFirstOrThrow();
  return Number(row.last) === item.id ? Number(row.upTo) - 1 : undefined;
}

export interface PageSummary {
  items: number;
  missing: number;
  stale: number;
  drafts: number;
}

/** Per page: items, missing and outdated translations (once per content version: a full scan), drafts (each time: drafts move no version). */
export async function countContentItemsByPage(): Promise<Map<string, PageSummary>> {
  const [counts, drafts] = await Promise.all([
    perContentVersion("content-pages", () =>
      db
        .selectFrom("content_items")
        .select((eb) => [
          "content_items.page",
          eb.fn.countAll<number>().as("items"),
          eb.fn.sum<number>(eb.case().when(lacksTranslation(eb)).then(1).else(0).end()).as("missing"),
          eb.fn.sum<number>(eb.case().when(isStale(eb)).then(1).else(0).end()).as("stale"),
        ])
        .groupBy("content_items.page")
        .execute(),
    ),
    db
      .selectFrom("content_drafts")
      .innerJoin("content_items", "content_items.id", "content_drafts.contentItemId")
      .select((eb) => ["content_items.page", eb.fn.countAll<number>().as("drafts")])
      .groupBy("content_items.page")
      .execute(),
  ]);
  const draftsOf = new Map(drafts.map((row) => [row.page, Number(row.drafts)]));
  return new Map(
    counts.map((row) => [
      row.page,
      { items: Number(row.items), missing: Number(row.missing ?? 0), stale: Number(row.stale ?? 0), drafts: draftsOf.get(row.page) ?? 0 },
    ]),
  );
}

export async function getContentItem(id: number) {
  return (await db.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst()) as ContentItem | undefined;
}

export function countContentItems() {
  return countRows(db, "content_items");
}

/** A new item: both languages level, written now. */
function withStamps(input: ContentItemInput, now = nowIso()) {
  return { ...input, createdAt: now, updatedAt: now, valueArUpdatedAt: now, valueEnUpdatedAt: now };
}

/** Throws a UNIQUE violation (see isUniqueViolation) when the key exists. */
export async function createContentItem(input: ContentItemInput, actor: Actor) {
  return writeContent((trx) => insertContentItem(trx, input, actor));
}

/** createContentItem inside a content write of the caller's (an FAQ entry's two items: db/models/faq-entries.server.ts). */
export async function insertContentItem(trx: ContentTransaction, input: ContentItemInput, actor: Actor) {
  const created = await trx.insertInto("content_items").values(withStamps(input)).returningAll().executeTakeFirstOrThrow();
  await recordRevision(trx, {
    actor,
    entity: contentEntity(created),
    entityId: created.id,
    action: "create",
    before: null,
    after: created,
    summary: created.key,
  });
  return created as ContentItem;
}

/**
 * Writes a patch with its revision; a change of values or type ends the item's draft
 * (docs/decisions/0026-drafts-preview-translation-status.md) unless `keepDraft` (one language of it
 * published); `note` follows the key in the revision's summary. With `expected`, only that version
 * is written: another one throws StaleWrite (docs/decisions/0043-versions-and-conflicts.md).
 */
export async function writeContentItem(
  trx: ContentTransaction,
  id: number,
  patch: Partial<ContentItemInput>,
  actor: Actor,
  options: { keepDraft?: boolean; note?: string; expected?: number } = {},
) {
  const stored = await trx.selectFrom("content_items").selectAll().where("id", "=", id).executeTakeFirst();
  if (!stored) return undefined;
  const now = nowIso();
  let update = trx
    .updateTable("content_items")
    .set({ ...patch, ...translationStamps(stored, patch, now), updatedAt: now, version: nextVersion })
    .where("id", "=", id);
  // The version is compared by the statement that writes (docs/decisions/0043-versions-and-conflicts.md).
  if (options.expected !== undefined) update = update.where("version", "=", options.expected);
  const row = await update.returningAll().executeTakeFirst();
  if (!row) throw new StaleWrite("content", id);
  if (!options.keepDraft && (patch.valueAr !== undefined || patch.valueEn !== undefined || patch.type !== undefined)) {
    await trx.deleteFrom("content_drafts").where("contentItemId", "=", id).execute();
  }
  const summary = options.note ? `${row.key} ${options.note}` : row.key;
  await recordRevision(trx, { actor, entity: contentEntity(row), entityId: id, action: "update", before: stored, after: row, summary });
  return row as ContentItem;
}

/** The API's PATCH, the dashboard's Save and icon picker, the FAQ tab: published at once. */
export async function updateContentItem(id: number, patch: Partial<ContentItemInput>, actor: Actor, expected?: number) {
  return writeContent((trx) => writeContentItem(trx, id, patch, actor, { expected }));
}

/** With `expected`, only that version is deleted: another one throws StaleWrite. */
export async function deleteContentItem(id: number, actor: Actor, expected?: number) {
  return writeContent((trx) => removeContentItem(trx, id, actor, expected));
}

/** deleteContentItem inside a content write of the caller's. */
export async function removeContentItem(trx: ContentTransaction, id: number, actor: Actor, expected?: number) {
  const before = await deleteVersionedRow(trx, "content_items", id, expected, "content");
  if (!before) return false;
  await recordRevision(trx, { actor, entity: contentEntity(before), entityId: id, action: "delete", before, after: null, summary: before.key });
  return true;
}

/** Inserts the items whose keys are absent; never touches an existing (possibly edited) row. */
export async function insertMissingContentItems(items: ContentItemInput[]) {
  if (items.length === 0) return 0;
  const now = nowIso();
  return writeContent(async (trx) => {
    let inserted = 0;
    for (let start = 0; start < items.length; start += 100) {
      const result = await trx
        .insertInto("content_items")
        .values(items.slice(start, start + 100).map((item) => withStamps(item, now)))
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  });
}

/** The ids of `ids` that name no content item, in the order given. */
export async function listUnknownContentItemIds(ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = new Set(
    (
      await db
        .selectFrom("content_items")
        .select("id")
        .where("id", "in", [...ids])
        .execute()
    ).map((row) => row.id),
  );
  return ids.filter((id) => !found.has(id));
}

/** Which drafts a publish takes: one page's, some items', or every one; both languages unless `languages` names one. */
export interface DraftScope {
  page?: string;
  ids?: readonly number[];
  languages?: readonly Locale[];
}

/** How a publish is named in the activity log and revisions: `home [ar]: 3` (docs/decisions/0044-scheduled-publishing.md). */
function languagesNote(languages: readonly Locale[] | undefined) {
  return `[${(languages && languages.length > 0 ? [...new Set(languages)].sort() : locales).join("+")}]`;
}

function scopeLabel(scope: DraftScope) {
  if (scope.ids) return `#${scope.ids.join(",#")}`;
  return scope.page ?? "*";
}

/**
 * Publishes the drafts of a scope inside `trx`, moving the content version first: for one language,
 * that half of each draft is written and the draft stays while its other half still differs from
 * the published value. One revision per item and one activity entry; returns the item ids. A
 * schedule calls it inside the transaction that holds its row (db/models/publish-schedules.server.ts).
 */
export async function publishDraftsIn(trx: ContentTransaction, scope: DraftScope, actor: Actor, activityNote = ""): Promise<number[]> {
  await moveContentVersion(trx);
  const languages = scope.languages && scope.languages.length > 0 ? scope.languages : locales;
  const both = languages.includes("ar") && languages.includes("en");
  const note = languagesNote(languages);
  const drafts = (await listDraftsInScope(trx, scope)).filter((draft) => draftHasLanguage(draft, languages));
  for (const draft of drafts) {
    const patch = both
      ? { valueAr: draft.valueAr, valueEn: draft.valueEn }
      : languages.includes("ar")
        ? { valueAr: draft.valueAr }
        : { valueEn: draft.valueEn };
    const otherStillDiffers = both ? false : languages.includes("ar") ? draft.valueEn !== draft.publishedEn : draft.valueAr !== draft.publishedAr;
    await writeContentItem(trx, draft.contentItemId, patch, actor, { keepDraft: otherStillDiffers, note: both ? undefined : note });
    if (!both && !otherStillDiffers) await trx.deleteFrom("content_drafts").where("contentItemId", "=", draft.contentItemId).execute();
  }
  if (drafts.length > 0 || activityNote) {
    const summary = `${scopeLabel(scope)} ${note}: ${drafts.length}${activityNote ? ` ${activityNote}` : ""}`;
    await recordActivity(trx, { actor, action: "draft.publish", summary });
  }
  return drafts.map((draft) => draft.contentItemId);
}

/** Publishes a scope's drafts through the same write as a PATCH, in one content transaction; returns the item ids. */
export async function publishContentDrafts(scope: DraftScope, actor: Actor): Promise<number[]> {
  const languages = scope.languages && scope.languages.length > 0 ? scope.languages : locales;
  if ((await listDraftsInScope(db, scope)).filter((draft) => draftHasLanguage(draft, languages)).length === 0) return [];
  return db.transaction().execute((trx) => publishDraftsIn(trx, scope, actor));
}

/**
 * Publishes both languages of exactly the drafts a reviewer confirmed, each named by its
 * `draftFingerprint`, in one content transaction. The drafts are read and compared inside it, their
 * rows locked on PostgreSQL (SQLite has one writer), so a save cannot slip in between. `published`
 * is the item ids; `left` counts the drafts still there: saved again after the list was shown, or
 * not on it (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export async function publishListedDrafts(fingerprints: readonly string[], actor: Actor) {
  const listed = new Set(fingerprints);
  return db.transaction().execute(async (trx) => {
    let read = trx.selectFrom("content_drafts").select(["contentItemId", "valueAr", "valueEn", "updatedAt"]).orderBy("contentItemId");
    if (!sqlite) read = read.forUpdate();
    const present = await read.execute();
    const confirmed = present.filter((draft) => listed.has(draftFingerprint(draft))).map((draft) => draft.contentItemId);
    const published = confirmed.length > 0 ? await publishDraftsIn(trx, { ids: confirmed }, actor) : [];
    return { published, left: present.length - confirmed.length };
  });
}

/** A default text that changed: today's values and every value the key shipped with before, per language. */
export interface DefaultTextUpgrade {
  key: string;
  valueAr: string;
  valueEn: string;
  previousAr: readonly string[];
  previousEn: readonly string[];
}

/**
 * Moves each stored item still holding a superseded default to today's default, per language, and
 * only while it has no draft: a text an administrator wrote never matches, so it is never touched
 * (docs/decisions/0046-default-text-upgrades.md). Each item is one UPDATE whose WHERE repeats the
 * old value and the absence of a draft, so two nodes starting together write it once; the write is
 * an ordinary revision by "system". Returns the keys it changed.
 */
export async function upgradeDefaultTexts(upgrades: DefaultTextUpgrade[], actor: Actor): Promise<string[]> {
  const byKey = new Map(upgrades.map((upgrade) => [upgrade.key, upgrade]));
  const keys = [...byKey.keys()];
  const candidates: ContentItemRow[] = [];
  for (let start = 0; start < keys.length; start += 200) {
    const rows = await db
      .selectFrom("content_items")
      .selectAll()
      .where("key", "in", keys.slice(start, start + 200))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("content_drafts").select("content_drafts.contentItemId").whereRef("content_drafts.contentItemId", "=", "content_items.id"),
          ),
        ),
      )
      .execute();
    candidates.push(
      ...rows.filter((row) => {
        const upgrade = byKey.get(row.key)!;
        return upgrade.previousAr.includes(row.valueAr) || upgrade.previousEn.includes(row.valueEn);
      }),
    );
  }
  if (candidates.length === 0) return [];
  return writeContent(async (trx) => {
    const changed: string[] = [];
    for (const stored of candidates) {
      const upgrade = byKey.get(stored.key)!;
      const patch: { valueAr?: string; valueEn?: string } = {};
      if (upgrade.previousAr.includes(stored.valueAr)) patch.valueAr = upgrade.valueAr;
      if (upgrade.previousEn.includes(stored.valueEn)) patch.valueEn = upgrade.valueEn;
      const now = nowIso();
      // Both languages at today's defaults are level; otherwise only the upgraded language moves, leaving the edited one to review.
      const bothDefault = (patch.valueAr ?? stored.valueAr) === upgrade.valueAr && (patch.valueEn ?? stored.valueEn) === upgrade.valueEn;
      const stamps = bothDefault
        ? { valueArUpdatedAt: now, valueEnUpdatedAt: now }
        : { ...(patch.valueAr !== undefined && { valueArUpdatedAt: now }), ...(patch.valueEn !== undefined && { valueEnUpdatedAt: now }) };
      const row = await trx
        .updateTable("content_items")
        .set({ ...patch, ...stamps, updatedAt: now, version: nextVersion })
        .where("id", "=", stored.id)
        .where((eb) =>
          eb.and([
            ...(patch.valueAr !== undefined ? [eb("valueAr", "=", stored.valueAr)] : []),
            ...(patch.valueEn !== undefined ? [eb("valueEn", "=", stored.valueEn)] : []),
            eb.not(
              eb.exists(
                eb
                  .selectFrom("content_drafts")
                  .select("content_drafts.contentItemId")
                  .whereRef("content_drafts.contentItemId", "=", "content_items.id"),
              ),
            ),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) continue;
      await recordRevision(trx, {
        actor,
        entity: contentEntity(row),
        entityId: row.id,
        action: "update",
        before: stored,
        after: row,
        summary: row.key,
      });
      changed.push(row.key);
    }
    return changed;
  });
}
