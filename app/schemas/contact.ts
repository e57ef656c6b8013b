import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { cleanLineString, cleanString, text } from "./fields";
import { id, timestamp } from "./answers";

/**
 * The visitor's contact message (docs/product.md#contact, docs/api.md). Shared by the
 * contact page's form action and POST /api/contact. Error messages are dictionary keys
 * (app/content/defaults/common.ts); `contactLimits` fills their `{{min}}`/`{{max}}` values.
 */
export const contactLimits = {
  name: { max: 100 },
  email: { max: 254 },
  phone: { max: 30 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export type ContactField = keyof typeof contactLimits;

const required = { error: "common.form.required" };
const tooLong = { error: "common.form.too_long" };

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits are read as Latin digits. */
function latinDigits(value: string) {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) % 16));
}

/** Digits with the usual separators, and between 6 and 15 digits (E.164 allows 15). */
function isPhoneNumber(value: string) {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 6 && digits <= 15;
}

const requiredLine = (max: number) => cleanLineString(required).trim().min(1, required).max(max, tooLong);

export const contactSchema = z.object({
  name: requiredLine(contactLimits.name.max),
  email: cleanString(required)
    .trim()
    .min(1, required)
    .max(contactLimits.email.max, tooLong)
    .pipe(z.email({ error: "common.form.invalid_email" })),
  phone: cleanString()
    .trim()
    .max(contactLimits.phone.max, tooLong)
    .transform(latinDigits)
    .refine((phone) => phone === "" || isPhoneNumber(phone), { error: "common.form.invalid_phone" })
    .optional(),
  subject: requiredLine(contactLimits.subject.max),
  message: cleanString(required)
    .trim()
    .min(1, required)
    .min(contactLimits.message.min, { error: "common.form.too_short" })
    .max(contactLimits.message.max, tooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;

/**
 * The form's HTML constraints (required, length bounds), sent to the page by its loader so the
 * browser bundle carries no zod: the browser checks these without JavaScript, the server the rest.
 */
export const contactConstraint = Object.fromEntries(
  Object.entries(getZodConstraint(contactSchema)).map(([name, constraint]) => {
    const limits: { min?: number; max: number } = contactLimits[name as ContactField];
    return [name, { ...constraint, maxLength: limits.max, ...(limits.min && { minLength: limits.min }) }];
  }),
);

/** PATCH /api/admin/contacts/{id}/reply: the administrator's notes on a message. */
export const contactNotesSchema = z.object({ notes: text(5000) });

/** A contact message as the administrator endpoints send it (`ContactMessage` of the OpenAPI document). */
export const contactMessageResponse = z.object({
  id,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  notes: z.string(),
  createdAt: timestamp,
});

/** POST /api/contact: the stored message's id (0 when the honeypot was filled) and the site's thanks. */
export const contactAcceptedResponse = z.object({ id: z.number().int().min(0), message: z.string() });
