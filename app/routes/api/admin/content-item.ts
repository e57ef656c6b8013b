import { deleteContentItem, getContentItem, updateContentItem } from "#db/models/content-items.server";
import {
  byMethod,
  conflictOnDuplicate,
  invalidFields,
  json,
  methodNotAllowed,
  noContent,
  notFound,
  parseId,
  readJsonBody,
  requireApiAdmin,
} from "~/lib/api.server";
import { contentItemPatchSchema, contentValueIssues } from "~/schemas/content-item";
import type { Route } from "./+types/content-item";

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["PATCH", "DELETE"]);
}

/** PATCH takes any subset of the fields (the dashboard sends valueAr and valueEn), as an object or a JSON string of one. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      await requireApiAdmin(request, context);
      const id = parseId(params.id, context);
      const patch = await readJsonBody(request, context, contentItemPatchSchema);
      // The values are checked for the item as it will be stored (the patch may omit the type).
      const stored = await getContentItem(id);
      if (!stored) return notFound(context);
      const issues = contentValueIssues({ ...stored, ...patch });
      if (issues.length > 0) return invalidFields(context, issues);
      const updated = await conflictOnDuplicate(context, "api.duplicateContentKey", () => updateContentItem(id, patch));
      return updated ? json(updated) : notFound(context);
    },
    DELETE: async () => {
      await requireApiAdmin(request, context);
      return (await deleteContentItem(parseId(params.id, context))) ? noContent() : notFound(context);
    },
  });
}
