import { deleteSavedReply, getSavedReply, updateSavedReply } from "#db/models/contact-replies.server";
import { savedReplyPatchSchema } from "~/schemas/contact";
import { byMethod, deleteById, jsonOrNotFound, parseId, updateById } from "~/services/api.server";
import type { Route } from "./+types/api-saved-reply.route";
import { resourceOperations } from "~/services/openapi.server";
import { savedReply } from "~/entities/saved-reply";

export async function loader({ context, params }: Route.LoaderArgs) {
  return jsonOrNotFound(context, await getSavedReply(parseId(params.id, context)));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: () => updateById(request, context, params.id, savedReplyPatchSchema, updateSavedReply),
    DELETE: () => deleteById(context, params.id, deleteSavedReply),
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = resourceOperations(savedReply, savedReplyPatchSchema, {
  patch: { errors: { 400: "An empty or too long title or text." } },
});
