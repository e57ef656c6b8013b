import { dictionaryText, json, readJson, onlyPost, submissionAnswer, onlyMethod } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { submitContactMessage, contactSubmissionSchema } from "~/services/contact.server";
import { startedOn } from "~/features/analytics/analytics.service.server";
import type { Route } from "./+types/contact";
import { getLocale } from "~/lib/i18n.server";
import { logOf } from "~/lib/request-logger.server";
import { type ApiDescription, created } from "~/services/openapi.server";

export const loader = onlyPost;

/**
 * Stores a visitor's message as the contact page's form does (app/services/contact.server.ts):
 * 201 `{id, message}`, with id 0 for a filled honeypot; 400 per field; 429 with Retry-After.
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { clientIp, origin } = context.get(requestInfoContext);
  const outcome = await submitContactMessage({
    clientIp,
    origin,
    input: () => readJson(request, context),
    startedOn: startedOn(request, origin),
    logger: logOf(context),
    // The API has no page: the request's language (its cookie or Accept-Language) stands for it.
    language: getLocale(context),
  });
  return submissionAnswer(
    context,
    outcome,
    () => dictionaryText(context, "contact.form.rate_limited"),
    async ({ id }) => json({ id: id ?? 0, message: await dictionaryText(context, "contact.form.success") }, { status: 201 }),
  );
});

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
