import { createSavedReply, listSavedReplies } from "#db/models/contact-replies.server";
import { savedReplySchema } from "~/schemas/contact";
import { createAction, json, readJsonBody } from "~/services/api.server";
import { type ApiDescription, arrayOf, ref } from "~/services/openapi.server";

/** The saved replies, by English title (docs/decisions/0061-replies-from-the-inbox.md). */
export async function loader() {
  return json(await listSavedReplies());
}

export const action = createAction(async ({ request, context, actor }) => {
  const input = await readJsonBody(request, context, savedReplySchema);
  return json(await createSavedReply(input, actor), { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "The saved replies, each in Arabic and English",
    tag: "Messages",
    signedIn: true,
    success: { status: 200, description: "The saved replies.", schema: arrayOf("SavedReply") },
  },
  post: {
    summary: "Add a saved reply: a title and a text in each language; {{name}} becomes the sender's name",
    tag: "Messages",
    signedIn: true,
    body: { schema: savedReplySchema },
    success: { status: 201, description: "The saved reply.", schema: ref("SavedReply") },
    errors: { 400: "A title or text missing in either language, or too long." },
  },
} satisfies ApiDescription;
