import { z } from "zod";
import { mainPageIds } from "~/config/pages";
import { sectionsOfPage } from "~/content/sections";
import { keyParts, linkTypes } from "~/domain/content-types";
import { contentKey } from "./content-item";
import { expectedVersion, safeUrl } from "./fields";
import { id, timestamp, version } from "./answers";

const nullableEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema.nullable());

/** "#story" and "story" both name the section id "story". */
const sectionId = z
  .string()
  .trim()
  .transform((value) => value.replace(/^#/, ""));

const fields = {
  contentKey,
  linkType: z.enum(linkTypes, { error: "validation.invalid" }),
  externalUrl: nullableEmpty(safeUrl),
  internalPage: nullableEmpty(z.enum(mainPageIds, { error: "validation.invalid" })),
  sectionId: nullableEmpty(sectionId),
  isActive: z.boolean({ error: "validation.invalid" }),
};

type LinkFields = { contentKey?: string; linkType?: string; externalUrl?: string | null; internalPage?: string | null; sectionId?: string | null };

/** The field a link's type needs must be present (and a section must exist on the page). */
function checkTarget(link: LinkFields, ctx: z.RefinementCtx, contentKeyOfLink: string | undefined) {
  if (link.linkType === "external" && !link.externalUrl) {
    ctx.addIssue({ code: "custom", path: ["externalUrl"], message: "validation.required" });
  }
  if (link.linkType === "internal" && !link.internalPage) {
    ctx.addIssue({ code: "custom", path: ["internalPage"], message: "validation.required" });
  }
  if (link.linkType === "section") {
    if (!link.sectionId) ctx.addIssue({ code: "custom", path: ["sectionId"], message: "validation.required" });
    else if (contentKeyOfLink && !sectionsOfPage(keyParts(contentKeyOfLink).page).includes(link.sectionId)) {
      ctx.addIssue({ code: "custom", path: ["sectionId"], message: "validation.unknownSection" });
    }
  }
}

/** POST /api/admin/button-links and the dashboard's link manager. */
export const buttonLinkSchema = z
  .object({
    ...fields,
    linkType: fields.linkType.default("external"),
    externalUrl: fields.externalUrl.default(null),
    internalPage: fields.internalPage.default(null),
    sectionId: fields.sectionId.default(null),
    isActive: fields.isActive.default(true),
  })
  .superRefine((link, ctx) => checkTarget(link, ctx, link.contentKey));

/**
 * PATCH /api/admin/button-links/{id}: any subset. The caller merges it with the stored link and
 * validates the result with `checkButtonLinkTarget`.
 */
export const buttonLinkPatchSchema = z.object({ ...fields, version: expectedVersion }).partial();

export function checkButtonLinkTarget(link: LinkFields) {
  return buttonLinkSchema.safeParse(link);
}

export type ButtonLinkFields = z.infer<typeof buttonLinkSchema>;

/** A button link as the API sends it (`ButtonLink` of the OpenAPI document). */
export const buttonLinkResponse = z.object({
  id,
  contentKey: z.string(),
  linkType: z.enum(linkTypes),
  externalUrl: z.string().nullable(),
  internalPage: z.string().nullable(),
  sectionId: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});
