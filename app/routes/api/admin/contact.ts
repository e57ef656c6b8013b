import { changeMessageState, isAssignable } from "#db/models/contact-replies.server";
import { deleteContactMessage } from "#db/models/contact-messages.server";
import { readThread } from "~/features/replies/replies.service.server";
import { getT } from "~/lib/i18n.server";
import { contactStatePatchSchema } from "~/schemas/contact";
import { apiActor, apiError, byMethod, deleteById, jsonWithVersion, notFound, parseId, patchVersioned } from "~/services/api.server";
import type { Route } from "./+types/contact";
import { adminItemOperations, answer, deleted } from "~/services/openapi.server";

/** One message with its replies and notes, its version as its ETag (docs/decisions/0061-replies-from-the-inbox.md). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const thread = await readThread(parseId(params.id, context));
  return thread ? jsonWithVersion(thread) : notFound(context);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      return patchVersioned(
        request,
        context,
        contactStatePatchSchema,
        async (values, expected) => {
          if (typeof values.assigneeId === "number" && !(await isAssignable(values.assigneeId))) {
            const text = getT(context)("validation.invalidAssignee");
            throw apiError(400, getT(context)("api.invalidFields"), { errors: { assigneeId: [text] } });
          }
          const row = await changeMessageState(id, values, expected, actor);
          return row && readThread(id);
        },
        () => readThread(id),
      );
    },
    DELETE: () => deleteById(context, params.id, deleteContactMessage),
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  get: {
    summary: "One message with its replies (each with its delivery state) and internal notes, its version as its ETag",
    versioned: "ContactThread",
    success: answer("The message.", "ContactThread"),
  },
  patch: {
    summary: "Change a message's status or assignee (assigneeId null: nobody); If-Match names the version it was read at",
    versioned: "ContactThread",
    body: { schema: contactStatePatchSchema },
    success: answer("The message as stored.", "ContactThread"),
    errors: { 400: "A status other than new, open, answered, closed; an assignee who is not an administrator." },
  },
  delete: {
    summary: "Delete a message, its replies, notes and emails",
    success: deleted,
  },
});
