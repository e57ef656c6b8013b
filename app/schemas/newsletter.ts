import { z } from "zod";
import { cleanString } from "./fields";
import { locales } from "~/domain/locale";
import { id, timestamp } from "./answers";

/**
 * A newsletter sign-up from the site footer (docs/api.md#contact-messages-and-newsletter) and POST /api/newsletter.
 * Error messages are dictionary keys.
 */
export const newsletterSchema = z.object({
  email: cleanString({ error: "common.form.required" })
    .trim()
    .min(1, { error: "common.form.required" })
    .max(254, { error: "common.newsletter.invalid_email" })
    .pipe(z.email({ error: "common.newsletter.invalid_email" })),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** A subscriber as GET /api/admin/newsletter sends it (`Subscriber` of the OpenAPI document); the times are null until they happen. */
export const subscriberResponse = z.object({
  id,
  email: z.string(),
  locale: z.enum(locales),
  status: z.enum(["pending", "confirmed", "unsubscribed", "bounced"]),
  createdAt: timestamp,
  consentAt: timestamp.nullable(),
  consentIp: z.string(),
  consentText: z.string(),
  confirmedAt: timestamp.nullable(),
  unsubscribedAt: timestamp.nullable(),
});
