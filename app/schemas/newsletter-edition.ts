import { z } from "zod";
import { id, timestamp, version } from "./answers";
import { ctaBlock, cardsBlock, imageBlock, quoteBlock, richTextBlock, statsBlock } from "./page";
import { expectedVersion, jsonObjectOrString, text } from "./fields";

/*
 * A newsletter edition (docs/decisions/0064-newsletters.md): a subject and a preheader per language
 * and the campaign-page blocks that suit email (their schemas reused: richText, image, cta, cards,
 * stats, quote). Every message is a `validation.*` key; an error's key is the field's path.
 */

export const editionStatuses = ["draft", "approved", "scheduled", "sending", "sent", "cancelled"] as const;

/** The page blocks an email can carry. */
export const emailBlock = z.discriminatedUnion("type", [richTextBlock, imageBlock, ctaBlock, cardsBlock, statsBlock, quoteBlock], {
  error: "validation.unknownBlock",
});
export type EmailBlock = z.output<typeof emailBlock>;
/** The types of `emailBlock`, in the order the edition editor offers them. */
export const emailBlockTypes = ["richText", "image", "cta", "cards", "stats", "quote"] as const;

const fields = {
  subjectAr: text(150),
  subjectEn: text(150),
  preheaderAr: text(200),
  preheaderEn: text(200),
  blocks: z.array(emailBlock, { error: "validation.invalid" }).max(40, { error: "validation.tooMany" }),
};

/** POST /api/admin/newsletters: an edition with a subject in at least one language; the rest may wait (a draft). */
export const editionSchema = jsonObjectOrString(
  z
    .object({
      subjectAr: fields.subjectAr.default(""),
      subjectEn: fields.subjectEn.default(""),
      preheaderAr: fields.preheaderAr.default(""),
      preheaderEn: fields.preheaderEn.default(""),
      blocks: fields.blocks.default([]),
    })
    .refine((edition) => edition.subjectAr !== "" || edition.subjectEn !== "", { path: ["subjectAr"], error: "validation.required" }),
);

/** PATCH /api/admin/newsletters/{id}: the fields to change, and the version it started from. */
export const editionPatchSchema = jsonObjectOrString(
  z.object({
    subjectAr: fields.subjectAr.optional(),
    subjectEn: fields.subjectEn.optional(),
    preheaderAr: fields.preheaderAr.optional(),
    preheaderEn: fields.preheaderEn.optional(),
    blocks: fields.blocks.optional(),
    version: expectedVersion.optional(),
  }),
);

/** POST …/{id}/send: now, or `at` (ISO-8601 with its offset: `2026-12-01T08:00:00+03:00` is 8 o'clock in Qatar). */
export const editionSendSchema = jsonObjectOrString(
  z.object({
    at: z.string({ error: "validation.required" }).max(40, { error: "validation.tooLong" }).optional(),
    version: expectedVersion.optional(),
  }),
);

/** POST …/{id}/approve and …/cancel: optionally the version the decision was made on. */
export const editionStepSchema = jsonObjectOrString(z.object({ version: expectedVersion.optional() }));

const count = z.number().int().min(0);

/** An edition's counts, without trackers: no opens, clicks per link only. */
export const editionStatsResponse = z.object({
  recipients: count,
  pending: count,
  sent: count,
  failed: count,
  bounced: count,
  cancelled: count,
  /** Recipients who unsubscribed after this edition started going out. */
  unsubscribedAfter: count,
  /** Clicks through the edition's first-party redirect links, by link number. */
  clicks: z.array(z.object({ link: count, url: z.string(), count })),
});

/** An edition as the API answers it. */
export const editionResponse = z.object({
  id,
  subjectAr: z.string(),
  subjectEn: z.string(),
  preheaderAr: z.string(),
  preheaderEn: z.string(),
  blocks: z.array(z.record(z.string(), z.unknown())),
  status: z.enum(editionStatuses),
  version,
  createdBy: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: timestamp.nullable(),
  at: timestamp.nullable(),
  startedAt: timestamp.nullable(),
  sentAt: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** What each language still lacks before the edition can go to that language's subscribers. */
  missing: z.object({ ar: z.array(z.string()), en: z.array(z.string()) }),
  stats: editionStatsResponse,
});
