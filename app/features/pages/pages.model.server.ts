import { randomBytes } from "node:crypto";
import { nowIso } from "#db/clock";
import { writeContent } from "#db/content-version.server";
import { db } from "#db/database.server";
import type { Actor } from "#db/models/activity.server";
import { createWithRevision, recordRevision, type RevisedTable, updateWithRevision } from "#db/models/revisions.server";
import { cancelSchedulesOfPage } from "#db/models/publish-schedules.server";
import { blocksIn, MissingWords, parseBlocks, publishPageIn, unpublishPageIn } from "#db/models/page-publication.server";
import type { PageCopyRow, PageRow } from "#db/schema";
import { isUniqueViolation } from "#db/unique-violation.server";
import { deleteVersionedRow } from "#db/versioned.server";
import { nextWordStamps, parseWordStamps, staleWords } from "~/domain/page-translation";
import { languages, missingWords, type PageFields, type PageLanguage, type StoredBlock, type StoredPublishedBlock } from "~/domain/page-words";

/*
 * Campaign pages (docs/decisions/0060-campaign-pages.md): the working copy in `pages` (versioned,
 * with a history), each language's published copy in `page_copies`. Every write moves the content
 * version (the tables' triggers and writeContent), so the stored pages are rendered again.
 */

export { blocksIn, MissingWords };

export type PageStatus = "draft" | "published" | "unpublished";

export interface Page extends PageFields {
  id: number;
  status: Record<PageLanguage, PageStatus>;
  missing: Record<PageLanguage, string[]>;
  /** The fields each language has words for that are older than the other language's last change (docs/decisions/0060-campaign-pages.md). */
  stale: Record<PageLanguage, string[]>;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** A slug another page already has: the caller answers 400 on `slug`. */
export class SlugTaken extends Error {
  constructor() {
    super("slug taken");
    this.name = "SlugTaken";
  }
}

function statusOf(copy: Pick<PageCopyRow, "unpublishedAt"> | undefined): PageStatus {
  if (!copy) return "draft";
  return copy.unpublishedAt ? "unpublished" : "published";
}

function toPage(row: PageRow, copies: Pick<PageCopyRow, "pageId" | "language" | "unpublishedAt">[]): Page {
  const blocks = parseBlocks(row.blocks);
  const copyOf = (language: PageLanguage) => copies.find((copy) => copy.pageId === row.id && copy.language === language);
  const { wordStamps, ...fields } = row;
  const page = { ...fields, noindex: Boolean(row.noindex), blocks };
  const stamps = parseWordStamps(wordStamps);
  return {
    ...page,
    status: { ar: statusOf(copyOf("ar")), en: statusOf(copyOf("en")) },
    missing: { ar: missingWords(page, "ar"), en: missingWords(page, "en") },
    stale: { ar: staleWords(page, stamps, "ar"), en: staleWords(page, stamps, "en") },
  };
}

/** Every block gets an id of its own (kept when it has one): a section link and the block's anchor name it. */
function withIds(blocks: StoredBlock[]): StoredBlock[] {
  const taken = new Set(blocks.map((one) => one.id).filter(Boolean));
  return blocks.map((one) => {
    if (one.id) return one;
    let fresh: string;
    do fresh = `b-${randomBytes(4).toString("hex")}`;
    while (taken.has(fresh));
    taken.add(fresh);
    return { ...one, id: fresh };
  });
}

function toRow(input: Partial<PageFields>) {
  const { noindex, blocks, ...rest } = input;
  return {
    ...rest,
    ...(noindex !== undefined && { noindex: noindex ? 1 : 0 }),
    ...(blocks !== undefined && { blocks: JSON.stringify(withIds(blocks)) }),
  };
}

async function copiesOf(ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom("page_copies").select(["pageId", "language", "unpublishedAt"]).where("pageId", "in", ids).execute();
}

/** Every page, newest change first, with each language's status. */
export async function listPages() {
  const rows = await db.selectFrom("pages").selectAll().orderBy("updatedAt", "desc").orderBy("id", "desc").execute();
  const copies = await db.selectFrom("page_copies").select(["pageId", "language", "unpublishedAt"]).execute();
  return rows.map((row) => toPage(row, copies));
}

/** Screen `asked` of the Pages tab (`size` pages each, newest change first, clamped to the last one), and how many pages there are. */
export async function listPagesScreen(asked: number, size: number) {
  const total = await countPages();
  const screens = Math.max(1, Math.ceil(total / size));
  const screen = Math.min(Math.max(1, Number.isSafeInteger(asked) ? asked : 1), screens);
  const rows = await db
    .selectFrom("pages")
    .selectAll()
    .orderBy("updatedAt", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .offset((screen - 1) * size)
    .execute();
  const copies = await copiesOf(rows.map((row) => row.id));
  return { pages: rows.map((row) => toPage(row, copies)), total, screen, screens };
}

export async function getPage(id: number): Promise<Page | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPage(row, await copiesOf([id]));
}

/** Whether a campaign page with this id exists (a schedule's `pageId`). */
export async function pageExists(id: number) {
  return (await db.selectFrom("pages").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

/** Every page's id, slug and titles, newest change first: what a picker (the Scheduled tab's) and a schedule's line name a page by. */
export async function listPageTitles() {
  return db.selectFrom("pages").select(["id", "slug", "titleAr", "titleEn"]).orderBy("updatedAt", "desc").orderBy("id", "desc").execute();
}

/** The titles of the pages with these slugs (the analytics tab names a campaign page's path by its title). */
export async function pageTitlesBySlug(slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, { titleAr: string; titleEn: string }>();
  const rows = await db
    .selectFrom("pages")
    .select(["slug", "titleAr", "titleEn"])
    .where("slug", "in", [...new Set(slugs)])
    .execute();
  return new Map(rows.map((row) => [row.slug, { titleAr: row.titleAr, titleEn: row.titleEn }]));
}

export async function countPages() {
  const row = await db
    .selectFrom("pages")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function slugGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTaken();
    throw error;
  }
}

/** Campaign pages as their revisions and the activity log name them. */
const revisedPages: RevisedTable<"pages"> = { table: "pages", entity: "page", summary: (row) => row.slug };

export async function createPage(input: PageFields, actor: Actor) {
  const row = await slugGuard(() =>
    writeContent((trx) => {
      const now = nowIso();
      const row = toRow(input);
      const wordStamps = JSON.stringify(nextWordStamps(undefined, { ...input, blocks: parseBlocks(row.blocks ?? "[]") }, {}, now));
      return createWithRevision(trx, revisedPages, actor, { ...row, slug: input.slug, createdAt: now, updatedAt: now, wordStamps });
    }),
  );
  return toPage(row, []);
}

/**
 * Writes `patch` to the working copy; with `expected`, only over that version (another one throws
 * StaleWrite: docs/decisions/0043-versions-and-conflicts.md). The result names the slug it had
 * when the patch changed it (`previousSlug`), for a redirect from the old address.
 */
export async function updatePage(id: number, patch: Partial<PageFields>, actor: Actor, expected?: number) {
  const written = await slugGuard(() =>
    writeContent((trx) =>
      updateWithRevision(trx, revisedPages, { actor, id, expected }, (before) => {
        const row = toRow(patch);
        const now = nowIso();
        // Each field's change times move with its words: what the other language must catch up with.
        const beforeWords = { ...before, blocks: parseBlocks(before.blocks) };
        const afterWords = { ...beforeWords, ...patch, blocks: row.blocks === undefined ? beforeWords.blocks : parseBlocks(row.blocks) };
        const wordStamps = JSON.stringify(nextWordStamps(beforeWords, afterWords, parseWordStamps(before.wordStamps), now));
        return { ...row, updatedAt: now, wordStamps };
      }),
    ),
  );
  if (!written) return undefined;
  const page = toPage(written.after, await copiesOf([id]));
  return written.before.slug === written.after.slug ? page : { ...page, previousSlug: written.before.slug };
}

export async function deletePage(id: number, actor: Actor, expected?: number) {
  return writeContent(async (trx) => {
    const before = await deleteVersionedRow(trx, "pages", id, expected, "page");
    if (!before) return false;
    // The published copies go with it (the foreign key cascades too where the database enforces it).
    await trx.deleteFrom("page_copies").where("pageId", "=", id).execute();
    // Its pending schedules go with it, said so in the Scheduled tab's history.
    await cancelSchedulesOfPage(trx, id);
    await recordRevision(trx, { actor, entity: "page", entityId: id, action: "delete", before, after: null, summary: before.slug });
    return true;
  });
}

/**
 * Publishes `languages` of page `id`: each gets the working copy's blocks with its words, title
 * and description, in one write. MissingWords (nothing written) when one still lacks words;
 * undefined when there is no such page.
 */
export async function publishPage(id: number, chosen: readonly PageLanguage[], actor: Actor) {
  const done = await db.transaction().execute((trx) => publishPageIn(trx, id, chosen, actor));
  return done ? getPage(id) : undefined;
}

/** Takes `languages` of page `id` off the site (410 from then on); a language never published stays a draft. */
export async function unpublishPage(id: number, chosen: readonly PageLanguage[], actor: Actor) {
  const done = await db.transaction().execute((trx) => unpublishPageIn(trx, id, chosen, actor));
  return done === false ? undefined : getPage(id);
}

export interface PublishedPage {
  slug: string;
  language: PageLanguage;
  title: string;
  description: string;
  noindex: boolean;
  /** The library image chosen for sharing this language; empty: drawn from the title. Applies at once, like `noindex`. */
  shareImage: string;
  /** The languages published now (for hreflang and the language switch). */
  languages: PageLanguage[];
  blocks: StoredPublishedBlock[];
  publishedAt: string;
}

/**
 * What visitors of `/{slug}` (Arabic) or `/en/{slug}` see: the published copy, `gone` when that
 * language was taken down, undefined when there is no such page or the language was never published.
 * `preview` (a signed-in editor's `?preview=1`): the working copy in that language, whatever its status.
 */
export async function readPublishedPage(
  slug: string,
  language: PageLanguage,
  { preview = false }: { preview?: boolean } = {},
): Promise<PublishedPage | "gone" | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return undefined;
  const copies = await db.selectFrom("page_copies").selectAll().where("pageId", "=", row.id).execute();
  const published = languages.filter((one) => copies.some((copy) => copy.language === one && !copy.unpublishedAt));
  if (preview) {
    return {
      slug,
      language,
      title: language === "ar" ? row.titleAr : row.titleEn,
      description: language === "ar" ? row.descriptionAr : row.descriptionEn,
      noindex: Boolean(row.noindex),
      shareImage: language === "ar" ? row.shareImageAr : row.shareImageEn,
      languages: published,
      blocks: blocksIn(parseBlocks(row.blocks), language),
      publishedAt: row.updatedAt,
    };
  }
  const copy = copies.find((one) => one.language === language);
  if (!copy) return undefined;
  if (copy.unpublishedAt) return "gone";
  return {
    slug,
    language,
    title: copy.title,
    description: copy.description,
    noindex: Boolean(row.noindex),
    shareImage: language === "ar" ? row.shareImageAr : row.shareImageEn,
    languages: published,
    blocks: parseBlocks(copy.blocks) as unknown as StoredPublishedBlock[],
    publishedAt: copy.publishedAt,
  };
}

/** Every page published in at least one language: its slug, its titles and languages (GET /api/pages, the sitemap). */
export async function listPublishedPages() {
  const rows = await db
    .selectFrom("page_copies")
    .innerJoin("pages", "pages.id", "page_copies.pageId")
    .select(["pages.slug", "pages.noindex", "pages.updatedAt", "page_copies.language", "page_copies.title", "page_copies.publishedAt"])
    .where("page_copies.unpublishedAt", "is", null)
    .orderBy("pages.slug")
    .execute();
  const bySlug = new Map<
    string,
    { slug: string; noindex: boolean; titles: Partial<Record<PageLanguage, string>>; languages: PageLanguage[]; publishedAt: string }
  >();
  for (const row of rows) {
    const page = bySlug.get(row.slug) ?? { slug: row.slug, noindex: Boolean(row.noindex), titles: {}, languages: [], publishedAt: row.publishedAt };
    page.titles[row.language] = row.title;
    page.languages.push(row.language);
    if (row.publishedAt > page.publishedAt) page.publishedAt = row.publishedAt;
    bySlug.set(row.slug, page);
  }
  return [...bySlug.values()].map((page) => ({ ...page, languages: languages.filter((one) => page.languages.includes(one)) }));
}
