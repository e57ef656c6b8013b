import { dictionaryText, json, onlyPost, publicSubmissionAction } from "~/services/api.server";
import { submitNewsletterSignup, newsletterSubmissionSchema } from "~/services/newsletter.server";
import { startedOn } from "~/features/analytics/analytics.service.server";
import { type ApiDescription, ref } from "~/services/openapi.server";

export const loader = onlyPost;

/**
 * Signs an address up as the footer form does (app/services/newsletter.server.ts), in the body's
 * `locale` or the request's language. 202 `{message}` with the same thanks whether the address is
 * new, already on the list or a bot's: nobody can test who subscribed (docs/api.md).
 */
export const action = publicSubmissionAction(
  (submission, request) => submitNewsletterSignup({ ...submission, startedOn: startedOn(request, submission.origin) }),
  (context) => dictionaryText(context, "common.newsletter.rate_limited"),
  async (context) => json({ message: await dictionaryText(context, "common.newsletter.success") }, { status: 202 }),
);

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Sign an address up for the newsletter (double opt-in)",
    tag: "Public",
    body: { schema: newsletterSubmissionSchema },
    success: { status: 202, description: "The same thanks whether the address is new or known.", schema: ref("Message") },
    errors: { 429: "5 sign-ups per IP address per 10 minutes." },
  },
} satisfies ApiDescription;
