import { deleteButtonLink, getButtonLink, getButtonLinkByKey, updateButtonLink } from "#db/models/button-links.server";
import { apiActor, byMethod, conflictOnDuplicate, invalidFields, json, noContent, notFound, parseId, readJsonBody } from "~/services/api.server";
import { buttonLinkPatchSchema, checkButtonLinkTarget } from "~/schemas/button-link";
import type { Route } from "./+types/button-link";

/** GET looks the link up by its content key (as the dashboard's link manager does). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await getButtonLinkByKey(params.keyOrId);
  return link ? json(link) : notFound(context);
}

/** PATCH and DELETE name the link by its id. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        const id = parseId(params.keyOrId, context);
        const patch = await readJsonBody(request, context, buttonLinkPatchSchema);
        const stored = await getButtonLink(id);
        if (!stored) return notFound(context);
        // The type and its target are checked together, on the link as it will be stored.
        const merged = checkButtonLinkTarget({ ...stored, ...patch });
        if (!merged.success) return invalidFields(context, merged.error.issues);
        const updated = await conflictOnDuplicate(context, "api.duplicateButtonLink", () => updateButtonLink(id, merged.data, actor));
        return updated ? json(updated) : notFound(context);
      },
      DELETE: async () => {
        const actor = apiActor(context);
        return (await deleteButtonLink(parseId(params.keyOrId, context), actor)) ? noContent() : notFound(context);
      },
    },
    ["GET"],
  );
}
