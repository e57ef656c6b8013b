import { randomUUID } from "node:crypto";
import type { ButtonLinkInput } from "#db/models/button-links.server";
import type { ContentItemInput } from "#db/models/content-items.server";

/** Rows for unit tests of content: a text item and a button link, with only what a test cares about given. */

/** A text item of the home page; its key is new unless given. */
export function contentItemInput(key = `test.item.${randomUUID()}`, fields: Partial<ContentItemInput> = {}): ContentItemInput {
  return { key, type: "text", valueAr: "نص", valueEn: "Text", category: "test", page: "home", description: "", ...fields };
}

/** An active external button link with no address; its content key is new unless given. */
export function buttonLinkInput(fields: Partial<ButtonLinkInput> = {}): ButtonLinkInput {
  return {
    contentKey: `test.button.${randomUUID()}`,
    linkType: "external",
    externalUrl: null,
    internalPage: null,
    sectionId: null,
    isActive: true,
    ...fields,
  };
}
