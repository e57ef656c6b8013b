import { deleteSavedReply, getSavedReply, updateSavedReply } from "#db/models/contact-replies.server";
import { savedReplyPatchSchema } from "~/schemas/contact";
import { apiActor, byMethod, json, noContent, notFound, parseId, readJsonBody } from "~/services/api.server";
import type { Route } from "./+types/api-saved-reply.route";
import { adminItemOperations, answer, deleted } from "~/services/openapi.server";

export async function loader({ context, params }: Route.LoaderArgs) {
  const row = await getSavedReply(parseId(params.id, context));
  return row ? json(row) : notFound(context);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const id = parseId(params.id, context);
      const values = await readJsonBody(request, context, savedReplyPatchSchema);
      const row = await updateSavedReply(id, values, apiActor(context));
      return row ? json(row) : notFound(context);
    },
    DELETE: async () => {
      const deleted = await deleteSavedReply(parseId(params.id, context), apiActor(context));
      return deleted ? noContent() : notFound(context);
    },
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
