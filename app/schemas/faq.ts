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
