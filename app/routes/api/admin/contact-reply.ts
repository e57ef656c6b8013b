import { setContactMessageNotes } from "#db/models/contact-messages.server";
import { apiActor, byMethod, json, notFound, parseId, readJsonBody, answersOnly } from "~/services/api.server";
import { contactNotesSchema } from "~/schemas/contact";
import type { Route } from "./+types/contact-reply";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const loader = answersOnly("PATCH");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const { notes } = await readJsonBody(request, context, contactNotesSchema);
      const updated = await setContactMessageNotes(id, notes, actor);
      return updated ? json(updated) : notFound(context);
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  patch: {
    summary: "Store the administrator's notes on a message",
    body: { schema: contactNotesSchema },
    success: answer("The message with its notes.", "ContactMessage"),
  },
});
