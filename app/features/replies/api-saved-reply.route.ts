import { deleteSavedReply, getSavedReply, updateSavedReply } from "#db/models/contact-replies.server";
import { savedReplyPatchSchema } from "~/schemas/contact";
import { byMethod, deleteById, jsonOrNotFound, parseId, updateById } from "~/services/api.server";
import type { Route } from "./+types/api-saved-reply.route";
import { adminItemOperations, answer, deleted } from "~/services/openapi.server";

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
export const openapi = adminItemOperations("Messages", {
  get: {
    summary: "One saved reply",
    success: answer("The saved reply.", "SavedReply"),
  },
  patch: {
    summary: "Change a saved reply (a field left out keeps its value)",
    body: { schema: savedReplyPatchSchema },
    success: answer("The saved reply as stored.", "SavedReply"),
    errors: { 400: "An empty or too long title or text." },
  },
  delete: {
    summary: "Delete a saved reply",
    success: deleted,
  },
});
