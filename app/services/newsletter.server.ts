import type { Logger } from "pino";
import { recordConversion } from "../features/analytics/analytics.service.server";
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import {
  confirmNewsletterSubscription,
  getSubscriberByUnsubscribeToken,
  signUpForNewsletter,
  unsubscribeFromNewsletter,
} from "#db/models/newsletter-subscribers.server";
import { inTransaction } from "#db/models/transaction.server";
import { type Locale, locales } from "~/config/site";
import { getDictionary } from "~/services/dictionary.server";
import { newsletterLimiter } from "~/services/rate-limit.server";
import { newsletterSchema } from "~/schemas/newsletter";
import { newsletterConfirmationEmail } from "./emails.server";
import { emailSender } from "./company.server";
import { emailsQueued, queueEmails } from "./outbox.server";
import { type SubmissionInput, type SubmissionOutcome, submitPublicForm, withHoneypot } from "./public-submission.server";

/** The footer form's fields, plus an optional language (the API's callers may name one). */
/** What the API and the form accept (the honeypot included): GET /api/openapi.json describes it. */
export const newsletterSubmissionSchema = withHoneypot(
  newsletterSchema.extend({ locale: z.enum(locales, { error: "validation.invalid" }).optional() }),
);

/** How long a confirmation link works. */
export const confirmationValidityMs = 7 * 24 * 60 * 60 * 1000;
/** The wording the visitor agreed to: the footer's invitation, as the dictionary holds it at that moment. */
const consentKey = "common.footer.newsletter_text";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

/** The public pages the newsletter's links open (app/routes/site/newsletter-confirm.tsx, newsletter-unsubscribe.tsx). */
export function newsletterLink(origin: string, page: "confirm" | "unsubscribe", token: string, locale: Locale, startedOn?: string) {
  // The confirmation link names the page the sign-up started on (a route pattern, no person's data): the conversion is counted there.
  const from = startedOn && startedOn !== "other" ? `&from=${encodeURIComponent(startedOn)}` : "";
  return `${origin}${locale === "en" ? "/en" : ""}/newsletter/${page}?token=${encodeURIComponent(token)}${from}`;
}

/**
 * Accepted: the address and language signed up, or `email: null` when the honeypot was filled
 * and nothing was kept. The caller answers the same either way.
 */
export type NewsletterSubmissionOutcome = SubmissionOutcome<{ email: string | null; locale: Locale }>;

/**
 * A newsletter sign-up, from the footer's form (/newsletter) or POST /api/newsletter: the same
 * limit per IP, schema and honeypot (see submitPublicForm for the order). `locale` is the
 * request's language, kept unless the input names another. The address stays pending, with the
 * consent recorded (time, IP, language, wording), until the link of the confirmation email written
 * in the same transaction is followed; a confirmed address gets no new email. The answer is the
 * same in every case: nobody can learn who is subscribed.
 */
export async function submitNewsletterSignup({
  input,
  clientIp,
  locale,
  origin,
  startedOn,
}: {
  input: SubmissionInput;
  clientIp: string;
  locale: Locale;
  /** The site's public origin, for the links in the email. */
  origin: string;
  /** The counted page the sign-up started on (app/features/analytics/analytics.ts), carried by the confirmation link. */
  startedOn?: string;
}): Promise<NewsletterSubmissionOutcome> {
  const outcome = await submitPublicForm({
    limiter: newsletterLimiter,
    clientIp,
    schema: newsletterSubmissionSchema,
    input,
    store: async (value) => {
      const chosen = value.locale ?? locale;
      const consentText = (await getDictionary(chosen))[consentKey] ?? "";
      const confirmToken = newToken();
      const now = Date.now();
      const legalNames = await emailSender();
      const queued = await inTransaction(async (trx) => {
        const { subscriber, needsConfirmation } = await signUpForNewsletter(
          {
            email: value.email,
            locale: chosen,
            consentAt: new Date(now).toISOString(),
            consentIp: clientIp,
            consentText,
            confirmTokenHash: hashToken(confirmToken),
            confirmExpiresAt: new Date(now + confirmationValidityMs).toISOString(),
            unsubscribeToken: newToken(),
          },
          trx,
        );
        // Written for every address, sent only to one that needs confirming: the answer takes as
        // long for a confirmed address as for a new one (docs/decisions/0028-email-outbox.md).
        const links = {
          confirm: newsletterLink(origin, "confirm", confirmToken, chosen, startedOn),
          unsubscribe: newsletterLink(origin, "unsubscribe", subscriber.unsubscribeToken, chosen),
        };
        const message = newsletterConfirmationEmail(subscriber.email, links, chosen, legalNames);
        if (!needsConfirmation) return false;
        await queueEmails([{ kind: "newsletter-confirmation", message }], trx);
        return true;
      });
      if (queued) emailsQueued();
      return value.email;
    },
  });
  if (outcome.status !== "accepted") return outcome;
  return { status: "accepted", email: outcome.stored, locale: outcome.value.locale ?? locale };
}

/** Follows a confirmation link's token. */
export async function confirmNewsletter(token: string, startedOn: string, logger?: Logger) {
  const outcome = token ? await confirmNewsletterSubscription(hashToken(token), new Date().toISOString()) : ("invalid" as const);
  // A confirmed sign-up is the conversion (docs/decisions/0045-cookie-free-analytics.md), counted on the page it started on.
  if (outcome === "confirmed") await recordConversion("newsletter", startedOn, logger);
  return outcome;
}

/** The shape of an unsubscribe token (base64url); anything else names nobody and is never looked up. */
const unsubscribeTokenShape = /^[\w-]{1,200}$/;

/** Whether an unsubscribe link's token names a subscriber (the page asks before it unsubscribes). */
export async function isUnsubscribeToken(token: string) {
  return unsubscribeTokenShape.test(token) && Boolean(await getSubscriberByUnsubscribeToken(token));
}

/** Unsubscribes through a link's token (the page's button or a mail client's one-click POST). */
export async function unsubscribeNewsletter(token: string) {
  return unsubscribeTokenShape.test(token) && unsubscribeFromNewsletter(token, new Date().toISOString());
}
