import { z } from "zod";
import { mainPageIds, publicPages } from "~/config/pages";
import { isIconName } from "~/content/icon-catalogue";
import { id, timestamp, version } from "./answers";
import { languages } from "~/domain/page-words";
import { expectedVersion, safeUrl, text } from "./fields";

/*
 * A campaign page and its blocks (docs/decisions/0060-campaign-pages.md). A block's shared fields
 * (image, icon, link target, FAQ entries, statistic values) are written once; its words per
 * language under `text: {ar: {…}, en: {…}}`. The working copy accepts empty words (English may come
 * later): `missingWords` names what a language still lacks, and publishing that language is refused
 * until it has them. Every message is a `validation.*` key; an error's key is the field's path,
 * `blocks.2.text.en.title`.
 */

export { languages, missingWords, type PageLanguage } from "~/domain/page-words";

/** A slug's shape, as a regular expression's source: the page route's `handle.params` and `slugPattern` share it. */
export const slugSource = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const slugPattern = new RegExp(`^${slugSource}$`);

/** The site's own first path segments: a page's slug is none of them (nor starts with `admin` or `favicon`). */
export const reservedSlugs: ReadonlySet<string> = new Set([
  ...publicPages.map((page) => page.path.split("/")[1]).filter(Boolean),
  "api",
  "en",
  "ar",
  "assets",
  "images",
  "media",
  "download",
  "newsletter",
  "og",
  "healthz",
  "readyz",
  "metrics",
  "sitemap",
  "robots",
  "icons",
  "social-icons",
]);

export function isReservedSlug(slug: string) {
  return reservedSlugs.has(slug) || slug.startsWith("admin") || slug.startsWith("favicon");
}

export const slug = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(60, { error: "validation.tooLong" })
  .regex(slugPattern, { error: "validation.slugFormat" })
  .refine((value) => !isReservedSlug(value), { error: "validation.slugReserved" });

/** A block's id: what a section link names, and the anchor the block carries. */
const blockId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: "validation.invalid" });

/** Where a button leads: the button-link rules (an external URL, one of the site's pages, or a block of this page). */
export const pageLink = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("external"), url: safeUrl }),
    z.object({ type: z.literal("internal"), page: z.enum(mainPageIds, { error: "validation.invalid" }) }),
    z.object({ type: z.literal("section"), section: blockId }),
  ],
  { error: "validation.invalid" },
);
export type PageLink = z.infer<typeof pageLink>;

/** An image of the library, or any safe URL (the library's alt texts are used when it is one of its images). */
const image = z.union([z.literal(""), safeUrl]).default("");
const requiredImage = safeUrl;
const icon = z.string().refine(isIconName, { error: "validation.unknownIcon" });
const line = (max: number) => text(max).default("");

/** One type: its shared fields and its words (each language the same shape). */
function blockType<Type extends string, Shared extends z.ZodRawShape, Words extends z.ZodRawShape>(type: Type, shared: Shared, words: Words) {
  const wordsObject = z.strictObject(words);
  return z.strictObject({
    id: blockId.optional(),
    type: z.literal(type),
    only: z.enum(languages, { error: "validation.invalid" }).optional(),
    ...shared,
    // Words left out are empty words (every words field has a default): `{}` is parsed as the words.
    text: z.strictObject({ ar: wordsObject.prefault({} as never), en: wordsObject.prefault({} as never) }).prefault({} as never),
  });
}

const labels = (max: number) => z.array(text(40), { error: "validation.invalid" }).max(max, { error: "validation.tooMany" }).default([]);

export const heroBlock = blockType(
  "hero",
  { image, buttons: z.array(pageLink).max(2, { error: "validation.tooMany" }).default([]) },
  { title: line(120), text: line(600), buttons: labels(2) },
);
export const richTextBlock = blockType("richText", {}, { markdown: line(20000) });
export const cardsBlock = blockType(
  "cards",
  { cards: z.array(z.strictObject({ icon })).min(1, { error: "validation.required" }).max(12, { error: "validation.tooMany" }) },
  {
    title: line(120),
    intro: line(600),
    cards: z
      .array(z.strictObject({ title: line(80), text: line(400) }))
      .max(12, { error: "validation.tooMany" })
      .default([]),
  },
);
export const imageBlock = blockType("image", { image: requiredImage }, { caption: line(300) });
export const ctaBlock = blockType("cta", { link: pageLink }, { title: line(120), text: line(600), button: line(40) });
export const faqBlock = blockType(
  "faq",
  { entries: z.array(id, { error: "validation.invalid" }).min(1, { error: "validation.required" }).max(30, { error: "validation.tooMany" }) },
  { title: line(120) },
);
export const statsBlock = blockType(
  "stats",
  {
    items: z
      .array(z.strictObject({ value: text(20).min(1, { error: "validation.required" }) }))
      .min(1, { error: "validation.required" })
      .max(6, { error: "validation.tooMany" }),
  },
  {
    title: line(120),
    items: z
      .array(z.strictObject({ label: line(80) }))
      .max(6, { error: "validation.tooMany" })
      .default([]),
  },
);
export const quoteBlock = blockType("quote", { image }, { text: line(600), name: line(80), role: line(80) });
export const downloadBlock = blockType("download", {}, { title: line(120), text: line(400) });
export const contactFormBlock = blockType("contactForm", {}, { title: line(120), text: line(400) });
export const newsletterBlock = blockType("newsletter", {}, { title: line(120), text: line(400) });

export const blockTypes = ["hero", "richText", "cards", "image", "cta", "faq", "stats", "quote", "download", "contactForm", "newsletter"] as const;
export type BlockType = (typeof blockTypes)[number];

export const block = z.discriminatedUnion(
  "type",
  [heroBlock, richTextBlock, cardsBlock, imageBlock, ctaBlock, faqBlock, statsBlock, quoteBlock, downloadBlock, contactFormBlock, newsletterBlock],
  { error: "validation.unknownBlock" },
);
export type Block = z.output<typeof block>;
/** A block in one language, as a published copy holds it: its shared fields and that language's words. */
export type PublishedBlock = Block extends infer One
  ? One extends Block
    ? Omit<One, "text"> & { id: string; words: One["text"]["ar"] }
    : never
  : never;

/** Every block's id is one no other block of the page has; each section link names one of them. */
function checkBlocks(blocks: Block[], ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  blocks.forEach((one, index) => {
    if (!one.id) return;
    if (ids.has(one.id)) ctx.addIssue({ code: "custom", path: ["blocks", index, "id"], message: "validation.duplicate" });
    ids.add(one.id);
  });
  blocks.forEach((one, index) => {
    const links: [PageLink, (string | number)[]][] =
      one.type === "hero" ? one.buttons.map((link, at) => [link, ["buttons", at]]) : one.type === "cta" ? [[one.link, ["link"]]] : [];
    for (const [link, path] of links) {
      if (link.type === "section" && !ids.has(link.section)) {
        ctx.addIssue({ code: "custom", path: ["blocks", index, ...path, "section"], message: "validation.unknownSection" });
      }
    }
  });
}

export const blocks = z.array(block, { error: "validation.invalid" }).max(60, { error: "validation.tooMany" });

const shareImage = z.union([z.literal(""), safeUrl]);

const pageFields = {
  slug,
  titleAr: text(120),
  titleEn: text(120),
  descriptionAr: text(300),
  descriptionEn: text(300),
  noindex: z.boolean({ error: "validation.invalid" }),
  /** A library image for the language's share card; empty: drawn from its title (docs/decisions/0063-share-images-and-structured-data.md). */
  shareImageAr: shareImage,
  shareImageEn: shareImage,
  blocks,
};

/** POST /api/admin/pages and the dashboard's new-page form. */
export const pageSchema = z
  .strictObject({
    ...pageFields,
    titleAr: pageFields.titleAr.default(""),
    titleEn: pageFields.titleEn.default(""),
    descriptionAr: pageFields.descriptionAr.default(""),
    descriptionEn: pageFields.descriptionEn.default(""),
    noindex: pageFields.noindex.default(false),
    shareImageAr: shareImage.default(""),
    shareImageEn: shareImage.default(""),
    blocks: blocks.default([]),
  })
  .superRefine((page, ctx) => checkBlocks(page.blocks, ctx));

/** PATCH /api/admin/pages/{id}: any subset; a field left out keeps its value. */
export const pagePatchSchema = z
  .strictObject({ ...pageFields, version: expectedVersion })
  .partial()
  .superRefine((page, ctx) => page.blocks && checkBlocks(page.blocks, ctx));

/** A revision's working copy checked against today's rules before a restore (its blocks stored as JSON text). */
export const pageRestoreSchema = z
  .object({
    ...pageFields,
    // Revisions from before share images could be chosen: drawn.
    shareImageAr: shareImage.default(""),
    shareImageEn: shareImage.default(""),
    blocks: z.preprocess((value) => {
      try {
        return typeof value === "string" ? JSON.parse(value) : value;
      } catch {
        return value;
      }
    }, blocks),
  })
  .superRefine((page, ctx) => checkBlocks(page.blocks, ctx));

export type PageInput = z.output<typeof pageSchema>;
export type PagePatch = Omit<z.output<typeof pagePatchSchema>, "version">;

/** POST /api/admin/pages/{id}/publish and …/unpublish: which languages (both when left out). */
export const pageLanguagesSchema = z.strictObject({
  languages: z
    .array(z.enum(languages, { error: "validation.invalid" }))
    .min(1, { error: "validation.required" })
    .transform((list) => [...new Set(list)]),
});

const status = z.enum(["draft", "published", "unpublished"]);

/** A page as the administrator endpoints send it (`Page` of the OpenAPI document): its working copy and each language's status. */
export const pageResponse = z.object({
  id,
  slug: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  noindex: z.boolean(),
  shareImageAr: z.string().describe("A library image shown when the Arabic page is shared; empty: one drawn from its title."),
  shareImageEn: z.string().describe("The same for the English page."),
  blocks: z.array(z.record(z.string(), z.unknown())),
  status: z.object({ ar: status, en: status }),
  missing: z.object({ ar: z.array(z.string()), en: z.array(z.string()) }).describe("What each language still lacks before it can be published."),
  stale: z
    .object({ ar: z.array(z.string()), en: z.array(z.string()) })
    .describe("The fields each language has words for that are older than the other language's last change (translation status stale)."),
  previousSlug: z.string().optional().describe("After a PATCH that changed the slug: the slug it had."),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});

/** One published page in GET /api/pages. */
export const publicPageSummaryResponse = z.object({
  slug: z.string(),
  titles: z.object({ ar: z.string().optional(), en: z.string().optional() }),
  languages: z.array(z.enum(languages)),
});

/** GET /api/pages/{slug}?lang=: the published copy of one language. */
export const publicPageResponse = z.object({
  slug: z.string(),
  language: z.enum(languages),
  title: z.string(),
  description: z.string(),
  noindex: z.boolean(),
  languages: z.array(z.enum(languages)),
  blocks: z.array(z.record(z.string(), z.unknown())),
  publishedAt: timestamp,
});
