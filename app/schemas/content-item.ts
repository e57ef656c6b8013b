import { z } from "zod";
import { contentPages, contentTypes } from "~/content/types";
import { isSafeUrl, jsonObjectOrString, requiredText, text } from "./fields";

export const contentKey = requiredText(150).regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i, { error: "validation.invalidKey" });

/** POST /api/admin/content and the dashboard's "new item" form. */
export const contentItemSchema = z.object({
  key: contentKey,
  type: z.enum(contentTypes, { error: "validation.invalid" }),
  valueAr: text(5000).default(""),
  valueEn: text(5000).default(""),
  category: text(60).default(""),
  page: z.enum(contentPages, { error: "validation.invalid" }),
  description: text(500).default(""),
});

/** PATCH /api/admin/content/{id}: any subset; the body may be a JSON string of the object. */
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
    })
    .partial(),
);

/** The dashboard's inline edit: both values of one item. */
export const contentValuesSchema = z.object({
  valueAr: text(5000).default(""),
  valueEn: text(5000).default(""),
});

export type ContentItemFields = z.infer<typeof contentItemSchema>;

/*
 * Image items (decisions.md §7): each value is empty (the page then shows its default image) or a
 * URL of the rule every admin-editable URL follows (fields.ts isSafeUrl). The callers check the
 * item as it will be stored: a PATCH may change the values without naming the type.
 */
const imageValue = z.string().refine((value) => value === "" || isSafeUrl(value), { error: "validation.unsafeUrl" });
const contentImageValuesSchema = z.object({ valueAr: imageValue, valueEn: imageValue });

/** What is wrong with an item's values for its type: nothing unless it is an image with an unsafe URL. */
export function contentValueIssues(item: { type: string; valueAr: string; valueEn: string }) {
  if (item.type !== "image") return [];
  const checked = contentImageValuesSchema.safeParse({ valueAr: item.valueAr, valueEn: item.valueEn });
  return checked.success ? [] : checked.error.issues;
}
