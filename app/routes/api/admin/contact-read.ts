import { markContactMessageRead } from "#db/models/contact-messages.server";
import { apiActor, jsonOrNotFound, parseId, answersOnly, onlyMethod } from "~/services/api.server";
import type { Route } from "./+types/contact-read";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const loader = answersOnly("PATCH");

/** Marks a message read; takes no body. */
export const action = onlyMethod("PATCH", async ({ context, params }: Route.ActionArgs) => {
  return jsonOrNotFound(context, await markContactMessageRead(parseId(params.id, context), apiActor(context)));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  patch: {
    summary: "Mark a message read (no body)",
    success: answer("The message, read.", "ContactMessage"),
  },
});
