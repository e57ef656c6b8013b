import { setContactMessageNotes } from "#db/models/contact-messages.server";
import { byMethod, answersOnly, updateById } from "~/services/api.server";
import { contactNotesSchema } from "~/schemas/contact";
import type { Route } from "./+types/contact-reply";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const loader = answersOnly("PATCH");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: () => updateById(request, context, params.id, contactNotesSchema, (id, { notes }, actor) => setContactMessageNotes(id, notes, actor)),
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
