import { dictionaryText, json, onlyPost, publicSubmissionAction } from "~/services/api.server";
import { submitContactMessage, contactSubmissionSchema } from "~/services/contact.server";
import { startedOn } from "~/features/analytics/analytics.service.server";
import { type ApiDescription, created } from "~/services/openapi.server";

export const loader = onlyPost;

/**
 * Stores a visitor's message as the contact page's form does (app/services/contact.server.ts):
 * 201 `{id, message}`, with id 0 for a filled honeypot; 400 per field; 429 with Retry-After.
 */
export const action = publicSubmissionAction(
  // The API has no page: the request's language stands for it.
  (submission, request) => submitContactMessage({ ...submission, language: submission.locale, startedOn: startedOn(request, submission.origin) }),
  (context) => dictionaryText(context, "contact.form.rate_limited"),
  async (context, { id }) => json({ id: id ?? 0, message: await dictionaryText(context, "contact.form.success") }, { status: 201 }),
);

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Send a message through the contact form",
    tag: "Public",
    body: { schema: contactSubmissionSchema },
    success: created("ContactAccepted", "Stored (id 0 when the anti-spam field was filled: nothing stored)."),
    errors: { 429: "5 messages per IP address per 10 minutes." },
  },
} satisfies ApiDescription;
