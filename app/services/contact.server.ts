import type { Logger } from "pino";
import type { Locale } from "~/config/site";
import { recordConversion } from "../features/analytics/analytics.service.server";
import { createContactMessage } from "#db/models/contact-messages.server";
import { inTransaction } from "#db/models/transaction.server";
import { contactLimiter } from "~/services/rate-limit.server";
import { contactSchema } from "~/schemas/contact";
import { contactNotificationEmail } from "./emails.server";
import { emailSender } from "./company.server";
import { contactMessageEmails, emailsQueued, notificationRecipients, queueEmails } from "./outbox.server";
import { type SubmissionInput, type SubmissionOutcome, submitPublicForm, withHoneypot } from "./public-submission.server";

/** What the API and the form accept (the honeypot included): GET /api/openapi.json describes it. */
export const contactSubmissionSchema = withHoneypot(contactSchema);

/** Accepted: the stored message's id, or null when the honeypot was filled and nothing was kept. */
export type ContactSubmissionOutcome = SubmissionOutcome<{ id: number | null }>;

/**
 * A visitor's contact message, from the contact page's form or POST /api/contact: the same
 * limit per IP, the same schema, the same honeypot (see submitPublicForm for the order). The
 * message and its notification emails are written in one transaction; the emails are sent later
 * by the outbox worker, so the visitor never waits for the mail server.
 */
export async function submitContactMessage({
  input,
  clientIp,
  origin,
  startedOn = "other",
  logger,
  language,
}: {
  input: SubmissionInput;
  clientIp: string;
  /** The site's public origin, for the dashboard link in the notification. */
  origin: string;
  /** The counted page the message was sent from (app/features/analytics/analytics.service.server.ts startedOn), for the conversions. */
  startedOn?: string;
  /** The request's logger (app/lib/request-logger.server.ts). */
  logger?: Logger;
  /** The language of the page it was sent from (docs/decisions/0061-replies-from-the-inbox.md): replies default to it. */
  language: Locale;
}): Promise<ContactSubmissionOutcome> {
  const outcome = await submitPublicForm({
    limiter: contactLimiter,
    clientIp,
    schema: contactSubmissionSchema,
    input,
    store: async ({ name, email, phone, subject, message }) => {
      const [recipients, legalNames] = await Promise.all([notificationRecipients(), emailSender()]);
      const stored = await inTransaction(async (trx) => {
        const row = await createContactMessage({ fullName: name, email, phone: phone ?? "", subject, message, language }, trx);
        await queueEmails(
          recipients.map((to) => ({
            kind: "contact-notification" as const,
            message: contactNotificationEmail(to, row, origin, legalNames),
            about: contactMessageEmails(row.id),
          })),
          trx,
        );
        return row;
      });
      emailsQueued();
      return stored;
    },
  });
  if (outcome.status !== "accepted") return outcome;
  // A stored message is a conversion (a filled honeypot stores nothing, and is none).
  if (outcome.stored) await recordConversion("contact", startedOn, logger);
  return { status: "accepted", id: outcome.stored?.id ?? null };
}
