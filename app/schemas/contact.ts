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
  status: z.enum(["new", "open", "answered", "closed"]),
  assigneeId: id.nullable(),
  language: z.enum(["ar", "en"]).describe("The language of the page it was sent from."),
  version: z.number().int().positive(),
});

/** POST /api/contact: the stored message's id (0 when the honeypot was filled) and the site's thanks. */
export const contactAcceptedResponse = z.object({ id: z.number().int().min(0), message: z.string() });

/*
 * Answering a message (docs/decisions/0061-replies-from-the-inbox.md): its status and assignee, a
 * reply, an internal note, the saved replies.
 */

export const replyLimits = { body: 5000, note: 5000, title: 120 } as const;

const contactStatus = z.enum(["new", "open", "answered", "closed"], { error: "validation.invalidStatus" });
const replyLanguage = z.enum(["ar", "en"], { error: "validation.invalidLanguage" });

/** PATCH /api/admin/contacts/{id}: status and assignee (null: nobody), either or both. */
export const contactStatePatchSchema = z.object({
  status: contactStatus.optional(),
  assigneeId: z
    .number({ error: "validation.invalidAssignee" })
    .int({ error: "validation.invalidAssignee" })
    .positive({ error: "validation.invalidAssignee" })
    .nullable()
    .optional(),
  version: z.number().int().positive().optional(),
});

/** A reply's or a note's text: trimmed, not empty, at most `max` characters; the two messages are dictionary keys. */
function requiredBody(max: number, requiredKey: string, tooLongKey: string) {
  return cleanString({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });
}

/** POST /api/admin/contacts/{id}/replies: the text, and its language (the message's when absent). */
export const contactReplySchema = z.object({
  body: requiredBody(replyLimits.body, "validation.replyRequired", "validation.replyTooLong"),
  language: replyLanguage.optional(),
  version: z.number().int().positive().optional(),
});

/** POST /api/admin/contacts/{id}/notes. */
export const contactNoteSchema = z.object({
  body: requiredBody(replyLimits.note, "validation.noteRequired", "validation.noteTooLong"),
});

const savedTitle = cleanLineString({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(replyLimits.title, { error: "validation.tooLong" });
const savedBody = cleanString({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(replyLimits.body, { error: "validation.replyTooLong" });

/** POST /api/admin/saved-replies: a title and a text in each language. */
export const savedReplySchema = z.object({ titleAr: savedTitle, titleEn: savedTitle, bodyAr: savedBody, bodyEn: savedBody });
/** PATCH /api/admin/saved-replies/{id}: any of them. */
export const savedReplyPatchSchema = savedReplySchema.partial();

export const savedReplyResponse = z.object({
  id,
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const contactReplyResponse = z.object({
  id,
  messageId: id,
  authorId: id.nullable(),
  authorEmail: z.string(),
  language: replyLanguage,
  body: z.string(),
  emailMessageId: z.string(),
  outboxId: id.nullable(),
  delivery: z
    .enum(["pending", "sent", "failed"])
    .nullable()
    .describe("The email's state in the outbox; null once the outbox has forgotten it (30 days)."),
  deliveryError: z.string().nullable(),
  createdAt: timestamp,
});

export const contactNoteResponse = z.object({
  id,
  messageId: id,
  authorId: id.nullable(),
  authorEmail: z.string(),
  body: z.string(),
  createdAt: timestamp,
});

/** 409 to a reply written against an older version: who answered last, and when. */
export const staleReplyResponse = z.object({
  message: z.string(),
  answeredBy: z.string().nullable(),
  answeredAt: timestamp.nullable(),
});

/** GET /api/admin/contacts/{id}: the message with its replies and notes, oldest first. */
export const contactThreadResponse = contactMessageResponse.extend({
  replies: z.array(contactReplyResponse),
  notes: z.array(contactNoteResponse),
});
