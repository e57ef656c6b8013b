import { withEditorialState } from "#db/models/content-drafts.server";
import { deleteContentItem, getContentItem, updateContentItem } from "#db/models/content-items.server";
import { conflictOnDuplicate, invalidFields } from "~/services/api.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { checkContentItem, contentItemPatchSchema } from "~/schemas/content-item";
import { content } from "~/entities/content";
import { ref, resourceOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** The item as the administrator endpoints send it (with its translation status and draft), or undefined. */
async function editorialItem(id: number) {
  const item = await getContentItem(id);
  return item && (await withEditorialState([item]))[0];
}

/**
 * One content item (app/services/versioned-resource.server.ts). PATCH takes any subset of the
 * fields (the dashboard sends valueAr and valueEn), as an object or a JSON string of one, and
 * publishes at once; a change of the values or the type ends the item's draft
 * (docs/decisions/0026-drafts-preview-translation-status.md).
 */
const resource = versionedResource({
  read: editorialItem,
  patch: contentItemPatchSchema,
  async write(id, patch, actor, expected, context) {
    const stored = await getContentItem(id);
    if (!stored) return undefined;
    // The patch may change `type` or `valueEn` alone: the icon rule is checked on the merged item.
    const merged = checkContentItem({ ...stored, ...patch });
    if (!merged.success) throw await invalidFields(context, merged.error.issues);
    const updated = await conflictOnDuplicate(context, "api.duplicateContentKey", () => updateContentItem(id, patch, actor, expected));
    return updated && (await withEditorialState([updated]))[0];
  },
  remove: deleteContentItem,
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build), from its descriptor. */
export const openapi = resourceOperations(content, contentItemPatchSchema, {
  get: { success: { status: 200, description: "The item, with its translation status and draft.", schema: ref("ContentItem") } },
  patch: {
    summary: "Change a content item (published at once; a change of its values or type ends its draft)",
    body: { schema: contentItemPatchSchema, orString: true },
    errors: { 409: "The key belongs to another item." },
  },
});
