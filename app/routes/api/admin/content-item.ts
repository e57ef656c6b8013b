import { withEditorialState } from "#db/models/content-drafts.server";
import { deleteContentItem, getContentItem, updateContentItem } from "#db/models/content-items.server";
import {
  apiActor,
  byMethod,
  conflictOnDuplicate,
  invalidFields,
  json,
  noContent,
  notFound,
  parseId,
  readJsonBody,
  answersOnly,
} from "~/services/api.server";
import { checkContentItem, contentItemPatchSchema } from "~/schemas/content-item";
import type { Route } from "./+types/content-item";

export const loader = answersOnly("PATCH", "DELETE");

/**
 * PATCH takes any subset of the fields (the dashboard sends valueAr and valueEn), as an object or a
 * JSON string of one, and publishes at once; a change of the values or the type ends the item's
 * draft (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const patch = await readJsonBody(request, context, contentItemPatchSchema);
      const stored = await getContentItem(id);
      if (!stored) return notFound(context);
      // The patch may change `type` or `valueEn` alone: the icon rule is checked on the merged item.
      const merged = checkContentItem({ ...stored, ...patch });
      if (!merged.success) return invalidFields(context, merged.error.issues);
      const updated = await conflictOnDuplicate(context, "api.duplicateContentKey", () => updateContentItem(id, patch, actor));
      return updated ? json((await withEditorialState([updated]))[0]) : notFound(context);
    },
    DELETE: async () => {
      const actor = apiActor(context);
      return (await deleteContentItem(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}
