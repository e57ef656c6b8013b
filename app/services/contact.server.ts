import { createContactMessage } from "#db/models/contact-messages.server";
import { contactLimiter } from "~/lib/rate-limit.server";
import { contactSchema } from "~/schemas/contact";
import { type SubmissionInput, type SubmissionOutcome, submitPublicForm, withHoneypot } from "./public-submission.server";

const contactSubmissionSchema = withHoneypot(contactSchema);

/** Accepted: the stored message's id, or null when the honeypot was filled and nothing was kept. */
export type ContactSubmissionOutcome = SubmissionOutcome<{ id: number | null }>;

/**
 * A visitor's contact message, from the contact page's form or POST /api/contact: the same
 * limit per IP, the same schema, the same honeypot (see submitPublicForm for the order).
 */
export async function submitContactMessage({ input, clientIp }: { input: SubmissionInput; clientIp: string }): Promise<ContactSubmissionOutcome> {
  const outcome = await submitPublicForm({
    limiter: contactLimiter,
    clientIp,
    schema: contactSubmissionSchema,
    input,
    store: ({ name, email, phone, subject, message }) => createContactMessage({ fullName: name, email, phone: phone ?? "", subject, message }),
  });
  return outcome.status === "accepted" ? { status: "accepted", id: outcome.stored?.id ?? null } : outcome;
}
