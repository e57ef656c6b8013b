import { sendReply, readThread, staleReplyText } from "./replies.service.server";
import { getI18n, getLocale } from "~/lib/i18n.server";
import { contactReplySchema } from "~/schemas/contact";
import { answersOnly, apiActor, expectedVersionOf, json, notFound, parseId, readJsonBody, onlyMethod } from "~/services/api.server";
import type { Route } from "./+types/api-contact-replies.route";
import { jsonContent, ref, adminItemOperations } from "~/services/openapi.server";

export const loader = answersOnly("POST");

/**
 * A reply to a message (docs/decisions/0061-replies-from-the-inbox.md): sent through the outbox, the
 * message marked answered. With If-Match (or `version`), refused with 409 — who answered and when,
 * nothing sent — when the message has moved on since that version.
 */
export const action = onlyMethod("POST", async ({ request, context, params }: Route.ActionArgs) => {
  const id = parseId(params.id, context);
  const { body, language, version } = await readJsonBody(request, context, contactReplySchema);
  const expected = expectedVersionOf(request, context, version);
  const outcome = await sendReply({ messageId: id, body, language, expected, actor: apiActor(context) });
  if (outcome.status === "missing") return notFound(context);
  if (outcome.status === "stale") {
    const text = staleReplyText(getI18n(context).t, getLocale(context), outcome);
    return json({ message: text, answeredBy: outcome.answeredBy, answeredAt: outcome.answeredAt }, { status: 409 });
  }
  const thread = await readThread(id);
  const reply = thread?.replies.find((row) => row.id === outcome.replyId);
  return json(reply, { status: 201, headers: { ETag: `"${outcome.message.version}"` } });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Messages", {
  post: {
    summary: "Reply to a message by email (through the outbox); the message becomes answered",
    body: { schema: contactReplySchema },
    success: {
      status: 201,
      description: "The reply, its email waiting in the outbox; the message's new version as the ETag.",
      schema: ref("ContactReply"),
      headers: { ETag: { $ref: "#/components/headers/Version" } },
    },
    errors: {
      400: "An empty reply, one over 5,000 characters, or a language other than ar and en.",
      409: {
        description: "The message moved on since the version named (If-Match or `version`): who answered last, and when. Nothing was sent.",
        content: jsonContent(ref("StaleReply")),
      },
    },
  },
});
