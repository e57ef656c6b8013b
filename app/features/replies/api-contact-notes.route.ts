import { addNote } from "#db/models/contact-replies.server";
import { contactNoteSchema } from "~/schemas/contact";
import { answersOnly, apiActor, json, notFound, parseId, readJsonBody, onlyMethod } from "~/services/api.server";
import type { Route } from "./+types/api-contact-notes.route";
import { adminItemOperations, created } from "~/services/openapi.server";

export const loader = answersOnly("POST");

/** An internal note on a message: seen in the dashboard, never emailed (docs/decisions/0061-replies-from-the-inbox.md). */
export const action = onlyMethod("POST", async ({ request, context, params }: Route.ActionArgs) => {
  const id = parseId(params.id, context);
  const { body } = await readJsonBody(request, context, contactNoteSchema);
  const note = await addNote(id, body, apiActor(context));
  return note ? json(note, { status: 201 }) : notFound(context);
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  post: {
    summary: "Add an internal note to a message (never emailed)",
    body: { schema: contactNoteSchema },
    success: created("ContactNote", "The note."),
    errors: { 400: "An empty note, or one over 5,000 characters." },
  },
});
