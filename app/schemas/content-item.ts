import { z } from "zod";
import { contentPages, contentTypes } from "~/content/types";
import { jsonObjectOrString, requiredText, text } from "./fields";

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
