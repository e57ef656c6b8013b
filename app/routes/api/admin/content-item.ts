import { withEditorialState } from "#db/models/content-drafts.server";
import { deleteContentItem, getContentItem, updateContentItem } from "#db/models/content-items.server";
import {
  apiActor,
  byMethod,
  deleteVersioned,
  conflictOnDuplicate,
  invalidFields,
  jsonWithVersion,
  notFound,
  parseId,
  patchVersioned,
} from "~/services/api.server";
import { checkContentItem, contentItemPatchSchema } from "~/schemas/content-item";
import type { Route } from "./+types/content-item";

/** The item as the administrator endpoints send it (with its translation status and draft), or undefined. */
async function editorialItem(id: number) {
  const item = await getContentItem(id);
  return item && (await withEditorialState([item]))[0];
}

/** GET: one item with `ETag: "<version>"` (docs/decisions/0043-versions-and-conflicts.md). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const item = await editorialItem(parseId(params.id, context));
  return item ? jsonWithVersion(item) : notFound(context);
}

/**
 * PATCH takes any subset of the fields (the dashboard sends valueAr and valueEn), as an object or a
 * JSON string of one, and publishes at once; a change of the values or the type ends the item's
 * draft (docs/decisions/0026-drafts-preview-translation-status.md). PATCH and DELETE that name a
 * version (If-Match or `version`) are refused with a 409 when the item has another one.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        return patchVersioned(
          request,
          context,
          contentItemPatchSchema,
          async (patch, expected) => {
            const stored = await getContentItem(id);
            if (!stored) return undefined;
            // The patch may change `type` or `valueEn` alone: the icon rule is checked on the merged item.
            const merged = checkContentItem({ ...stored, ...patch });
            if (!merged.success) throw await invalidFields(context, merged.error.issues);
            const updated = await conflictOnDuplicate(context, "api.duplicateContentKey", () => updateContentItem(id, patch, actor, expected));
            return updated && (await withEditorialState([updated]))[0];
          },
          () => editorialItem(id),
        );
      },
      DELETE: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        return deleteVersioned(
          request,
          context,
          (expected) => deleteContentItem(id, actor, expected),
          () => editorialItem(id),
        );
      },
    },
    ["GET"],
  );
}
