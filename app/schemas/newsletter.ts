import { z } from "zod";
import { cleanString } from "./fields";

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
