import { dictionaryText, json, readJson, onlyPost, submissionAnswer, onlyMethod } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { getLocale } from "~/lib/i18n.server";
import { submitNewsletterSignup, newsletterSubmissionSchema } from "~/services/newsletter.server";
import { startedOn } from "~/features/analytics/analytics.service.server";
import type { Route } from "./+types/newsletter";
import { type ApiDescription, ref } from "~/services/openapi.server";

export const loader = onlyPost;

/**
 * Signs an address up as the footer form does (app/services/newsletter.server.ts), in the body's
 * `locale` or the request's language. 202 `{message}` with the same thanks whether the address is
 * new, already on the list or a bot's: nobody can test who subscribed (docs/api.md).
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { clientIp, origin } = context.get(requestInfoContext);
  const outcome = await submitNewsletterSignup({
    clientIp,
    origin,
    locale: getLocale(context),
    input: () => readJson(request, context),
    startedOn: startedOn(request, origin),
  });
  return submissionAnswer(
    context,
    outcome,
    () => dictionaryText(context, "common.newsletter.rate_limited"),
    async () => json({ message: await dictionaryText(context, "common.newsletter.success") }, { status: 202 }),
  );
});

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
