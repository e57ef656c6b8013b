import { createSavedReply, listSavedReplies } from "#db/models/contact-replies.server";
import { savedReplySchema } from "~/schemas/contact";
import { createAction, json, readJsonBody } from "~/services/api.server";
import { adminOperations, created, listOf } from "~/services/openapi.server";

/** The saved replies, by English title (docs/decisions/0061-replies-from-the-inbox.md). */
export async function loader() {
  return json(await listSavedReplies());
}

export const action = createAction(async ({ request, context, actor }) => {
  const input = await readJsonBody(request, context, savedReplySchema);
  return json(await createSavedReply(input, actor), { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Messages", {
  get: {
    summary: "The saved replies, each in Arabic and English",
    success: listOf("The saved replies.", "SavedReply"),
  },
  post: {
    summary: "Add a saved reply: a title and a text in each language; {{name}} becomes the sender's name",
    body: { schema: savedReplySchema },
    success: created("SavedReply", "The saved reply."),
    errors: { 400: "A title or text missing in either language, or too long." },
  },
});
