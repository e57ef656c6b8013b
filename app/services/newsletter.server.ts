import { z } from "zod";
import { subscribeToNewsletter } from "#db/models/newsletter-subscribers.server";
import { type Locale, locales } from "~/config/site";
import { newsletterLimiter } from "~/lib/rate-limit.server";
import { newsletterSchema } from "~/schemas/newsletter";
import { type SubmissionInput, type SubmissionOutcome, submitPublicForm, withHoneypot } from "./public-submission.server";

/** The footer form's fields, plus an optional language (the API's callers may name one). */
const newsletterSubmissionSchema = withHoneypot(newsletterSchema.extend({ locale: z.enum(locales, { error: "validation.invalid" }).optional() }));

export type NewsletterSubscription = Awaited<ReturnType<typeof subscribeToNewsletter>>;

/**
 * Accepted: the address and language signed up, and the subscription — `created` false for an
 * address already on the list — or null when the honeypot was filled and nothing was kept.
 */
export type NewsletterSubmissionOutcome = SubmissionOutcome<{ email: string; locale: Locale; subscription: NewsletterSubscription | null }>;

/**
 * A newsletter sign-up, from the footer's form (/newsletter) or POST /api/newsletter: the same
 * limit per IP, schema and honeypot (see submitPublicForm for the order). `locale` is the
 * request's language, kept unless the input names another.
 */
export async function submitNewsletterSignup({
  input,
  clientIp,
  locale,
}: {
  input: SubmissionInput;
  clientIp: string;
  locale: Locale;
}): Promise<NewsletterSubmissionOutcome> {
  const outcome = await submitPublicForm({
    limiter: newsletterLimiter,
    clientIp,
    schema: newsletterSubmissionSchema,
    input,
    store: (value) => subscribeToNewsletter(value.email, value.locale ?? locale),
  });
  if (outcome.status !== "accepted") return outcome;
  const { email, locale: chosen } = outcome.value;
  return { status: "accepted", email, locale: chosen ?? locale, subscription: outcome.stored };
}
