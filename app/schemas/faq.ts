import { z } from "zod";
import { contentKey } from "./content-item";
import { requiredText } from "./fields";

/** The FAQ form: an FAQ entry is a content item of page "faq", category "faq" (docs/decisions/0005-faq-as-content-items.md). */
export const faqItemSchema = z.object({
  key: contentKey,
  type: z.enum(["text", "title"], { error: "validation.invalid" }).default("text"),
  valueAr: requiredText(5000),
  valueEn: requiredText(5000),
});

/**
 * An FAQ entry as one record (docs/decisions/0057-faq-and-team-as-bilingual-records.md): question and
 * answer in Arabic and English, its order and whether it shows; the system picks its keys.
 */
export const faqEntrySchema = z.object({
  questionAr: requiredText(5000),
  questionEn: requiredText(5000),
  answerAr: requiredText(5000),
  answerEn: requiredText(5000),
  order: z.coerce.number({ error: "validation.invalid" }).int({ error: "validation.invalid" }).min(0).max(9999).default(0),
  isVisible: z.boolean({ error: "validation.invalid" }).default(true),
});

/** The dashboard's entry form: a checkbox sends "on" or nothing. */
export const faqEntryFormSchema = faqEntrySchema.extend({ isVisible: z.string().optional() });
