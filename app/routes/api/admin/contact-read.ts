import { markContactMessageRead } from "#db/models/contact-messages.server";
import { apiActor, byMethod, jsonOrNotFound, parseId, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/contact-read";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const loader = answersOnly("PATCH");

/** Marks a message read; takes no body. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      return jsonOrNotFound(context, await markContactMessageRead(parseId(params.id, context), apiActor(context)));
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  patch: {
    summary: "Mark a message read (no body)",
    success: answer("The message, read.", "ContactMessage"),
  },
});
