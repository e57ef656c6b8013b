import { deleteButtonLink, getButtonLink, getButtonLinkByKey, updateButtonLink } from "#db/models/button-links.server";
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
import { buttonLinkPatchSchema, checkButtonLinkTarget } from "~/schemas/button-link";
import type { Route } from "./+types/button-link";

/** GET looks the link up by its content key (as the dashboard's link manager does), with `ETag: "<version>"`. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await getButtonLinkByKey(params.keyOrId);
  return link ? jsonWithVersion(link) : notFound(context);
}

/** PATCH and DELETE name the link by its id; with a version (If-Match or `version`), a 409 when the link has another one. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        const id = parseId(params.keyOrId, context);
        return patchVersioned(
          request,
          context,
          buttonLinkPatchSchema,
          async (patch, expected) => {
            const stored = await getButtonLink(id);
            if (!stored) return undefined;
            // The type and its target are checked together, on the link as it will be stored.
            const merged = checkButtonLinkTarget({ ...stored, ...patch });
            if (!merged.success) throw await invalidFields(context, merged.error.issues);
            return conflictOnDuplicate(context, "api.duplicateButtonLink", () => updateButtonLink(id, merged.data, actor, expected));
          },
          () => getButtonLink(id),
        );
      },
      DELETE: async () => {
        const actor = apiActor(context);
        const id = parseId(params.keyOrId, context);
        return deleteVersioned(
          request,
          context,
          (expected) => deleteButtonLink(id, actor, expected),
          () => getButtonLink(id),
        );
      },
    },
    ["GET"],
  );
}
