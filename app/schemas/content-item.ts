import { z } from "zod";
import { isIconName } from "~/content/icon-catalogue";
import { contentPages, contentTypes, isFlagKey } from "~/domain/content-types";
import { locales } from "~/domain/locale";
import { translationStatuses } from "~/domain/translation-status";
import { id, timestamp, version } from "./answers";
import { expectedVersion, isSafeUrl, jsonObjectOrString, requiredText, text } from "./fields";

/**
 * The rules between an item's fields, checked on the item as it will be stored:
 * - an icon item's English value names an icon of the catalogue (app/content/icon-catalogue.ts),
 *   which the public pages draw (its Arabic value repeats it);
 * - each value of an image item is empty (the page then shows its default image) or a URL of the
 *   rule every admin-editable URL follows (fields.ts isSafeUrl; docs/decisions/0008);
 * - each value of a yes/no item (`*.meta.noindex`) is "yes" or empty (docs/decisions/0063-share-images-and-structured-data.md).
 */
function checkItemRules(item: { key?: string; type?: string; valueAr?: string; valueEn?: string }, ctx: z.RefinementCtx) {
  if (item.type === "icon" && !isIconName(item.valueEn ?? "")) {
    ctx.addIssue({ code: "custom", path: ["valueEn"], message: "validation.unknownIcon" });
  }
  if (item.type === "image") {
    for (const field of ["valueAr", "valueEn"] as const) {
      const value = item[field] ?? "";
      if (value !== "" && !isSafeUrl(value)) ctx.addIssue({ code: "custom", path: [field], message: "validation.unsafeUrl" });
    }
  }
  if (item.key !== undefined && isFlagKey(item.key)) {
    for (const field of ["valueAr", "valueEn"] as const) {
      if (!["", "yes"].includes(item[field] ?? "")) ctx.addIssue({ code: "custom", path: [field], message: "validation.flagValue" });
    }
  }
}

export const contentKey = requiredText(150).regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, { error: "validation.invalidKey" });

/** POST /api/admin/content and the dashboard's "new item" form. */
export const contentItemSchema = z
  .object({
    key: contentKey,
    type: z.enum(contentTypes, { error: "validation.invalid" }),
    valueAr: text(5000).default(""),
    valueEn: text(5000).default(""),
    category: text(60).default(""),
    page: z.enum(contentPages, { error: "validation.invalid" }),
    description: text(500).default(""),
  })
  .superRefine(checkItemRules);

/**
 * PATCH /api/admin/content/{id}: any subset; the body may be a JSON string of the object. A
 * patch need not carry `type`, so the caller merges it with the stored item and checks the
 * result with `checkContentItem`.
 */
export const contentItemPatchSchema = jsonObjectOrString(
  z
    .object({
      key: contentKey,
      type: z.enum(contentTypes, { error: "validation.invalid" }),
      valueAr: text(5000),
      valueEn: text(5000),
      category: text(60),
      page: z.enum(contentPages, { error: "validation.invalid" }),
      description: text(500),
      version: expectedVersion,
    })
    .partial(),
);

const contentItemRules = z
  .object({ key: z.string().optional(), type: z.string(), valueAr: z.string(), valueEn: z.string() })
  .superRefine(checkItemRules);

/**
 * The rules between an item's fields, checked on the item as it will be stored: a PATCH merged
 * with the stored row, the dashboard's inline edit or its icon choice.
 */
export function checkContentItem(item: { key?: string; type: string; valueAr: string; valueEn: string }) {
  return contentItemRules.safeParse(item);
}

/** The dashboard's inline edit: both values of one item. */
export const contentValuesSchema = z.object({
  valueAr: text(5000).default(""),
  valueEn: text(5000).default(""),
});

export type ContentItemFields = z.infer<typeof contentItemSchema>;

/**
 * PUT /api/admin/content/{id}/draft and the dashboard's "Save as draft": the draft's values, each
 * absent one taking the published value; the body may be a JSON string of the object. The draft
 * as it will be stored is checked with `checkContentItem`, as a published value is.
 */
export const contentDraftSchema = jsonObjectOrString(z.object({ valueAr: text(5000), valueEn: text(5000), version: expectedVersion }).partial());

/** Which drafts a publish or a schedule takes: a page's, some items' (both: the items of that page), or all; both languages unless `languages` names one. */
export const draftScopeFields = {
  page: z.enum(contentPages, { error: "validation.invalid" }).optional(),
  ids: z.array(id, { error: "validation.invalid" }).min(1, { error: "validation.invalid" }).max(1000, { error: "validation.invalid" }).optional(),
  languages: z
    .array(z.enum(locales, { error: "validation.invalid" }), { error: "validation.invalid" })
    .min(1, { error: "validation.invalid" })
    .max(2, { error: "validation.invalid" })
    .optional(),
};

/** POST /api/admin/drafts/publish: one page's drafts, some items', or every draft; one language or both. */
export const publishDraftsSchema = jsonObjectOrString(z.object(draftScopeFields));

/** A content item as GET /api/content sends it: what the public pages show (no administrators' notes). */
export const publicContentItemResponse = z.object({
  id,
  key: z.string(),
  type: z.enum(contentTypes),
  valueAr: z.string(),
  valueEn: z.string(),
  category: z.string(),
  page: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});

/** A content item as stored (a restore answers it): the public fields, the notes and when each language last changed. */
export const contentItemResponse = publicContentItemResponse.extend({
  description: z.string(),
  valueArUpdatedAt: timestamp,
  valueEnUpdatedAt: timestamp,
});

/** A content item as the administrator endpoints send it: with its translation status and its draft. */
export const editorialContentItemResponse = contentItemResponse.extend({
  translationStatus: z.enum(translationStatuses),
  outdatedLanguage: z.enum(locales).nullable(),
  draft: z.object({ valueAr: z.string(), valueEn: z.string(), updatedAt: timestamp }).nullable(),
});

/** POST /api/admin/drafts/publish: the page published (null for all), how many items and which. */
export const publishDraftsResponse = z.object({
  page: z.enum(contentPages).nullable(),
  languages: z.array(z.enum(locales)),
  published: z.number().int().min(0),
  itemIds: z.array(id),
});
