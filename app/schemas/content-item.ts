import { z } from "zod";
import { isIconName } from "~/content/icon-catalogue";
import { contentPages, contentTypes } from "~/content/types";
import { jsonObjectOrString, requiredText, text } from "./fields";

/**
 * An icon item's English value is the name of the icon the public pages draw (its Arabic value
 * repeats it): it must be a name of the catalogue (app/content/icon-catalogue.ts).
 */
function checkIconName(item: { type?: string; valueEn?: string }, ctx: z.RefinementCtx) {
  if (item.type === "icon" && !isIconName(item.valueEn ?? "")) {
    ctx.addIssue({ code: "custom", path: ["valueEn"], message: "validation.unknownIcon" });
  }
}

export const contentKey = requiredText(150).regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i, { error: "validation.invalidKey" });

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
  .superRefine(checkIconName);

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
    })
    .partial(),
);

const contentItemRules = z.object({ type: z.string(), valueEn: z.string() }).superRefine(checkIconName);

/**
 * The rules between an item's fields (an icon item names a catalogue icon), checked on the item
 * as it will be stored: a PATCH merged with the stored row, or the dashboard's icon choice.
 */
export function checkContentItem(item: { type: string; valueEn: string }) {
  return contentItemRules.safeParse(item);
}

/** The dashboard's inline edit: both values of one item. */
export const contentValuesSchema = z.object({
  valueAr: text(5000).default(""),
  valueEn: text(5000).default(""),
});

export type ContentItemFields = z.infer<typeof contentItemSchema>;
