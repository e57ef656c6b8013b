import type { Locale } from "~/config/site";

export { faqKeys, faqNumber, faqRecords, type FaqRecord } from "~/domain/faq-records";

/** The fields of an FAQ content item (page "faq") that the public list needs. */
export interface FaqSourceItem {
  key: string;
  type: string;
  valueAr: string;
  valueEn: string;
  /** A question's place, lower first (faq_entries); absent: its number (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
  order?: number;
  /** False: a hidden entry, left out of the public list. */
  isVisible?: boolean;
}

export interface FaqEntry {
  key: string;
  question: string;
  /** Absent when the question has no (non-empty) answer yet. */
  answer?: string;
}

export interface Faq {
  /** The text of the first item of type "title", when there is one. */
  title?: string;
  entries: FaqEntry[];
}

const questionKey = /^faq\.question\.(\d+)$/;
const answerKey = /^faq\.answer\.(\d+)$/;

function valueIn(item: FaqSourceItem, locale: Locale) {
  return (locale === "ar" ? item.valueAr : item.valueEn).trim();
}

/**
 * Builds the public FAQ from the content items of page "faq"
 * (docs/decisions/0005-faq-as-content-items.md): a question `faq.question.N` pairs with the
 * answer `faq.answer.N`; an item of type "title" is the heading, never a question. Numbered
 * questions come first in their order (0057: faq_entries, else their number), a hidden one left out,
 * then any other text items in their stored order. A
 * question shows its value in the language, else its key (docs/product.md#contact); an empty or
 * orphaned answer is left out.
 */
export function pairFaq(items: readonly FaqSourceItem[], locale: Locale): Faq {
  const titleItem = items.find((item) => item.type === "title");
  const answers = new Map<string, string>();
  for (const item of items) {
    const match = answerKey.exec(item.key);
    const value = valueIn(item, locale);
    if (match && item.type !== "title" && value) answers.set(String(Number(match[1])), value);
  }

  const numbered: { n: number; order: number; entry: FaqEntry }[] = [];
  const others: FaqEntry[] = [];
  for (const item of items) {
    if (item.type === "title" || answerKey.test(item.key) || item.isVisible === false) continue;
    const question = valueIn(item, locale) || item.key;
    const match = questionKey.exec(item.key);
    if (match) {
      const answer = answers.get(String(Number(match[1])));
      numbered.push({ n: Number(match[1]), order: item.order ?? Number(match[1]), entry: { key: item.key, question, ...(answer && { answer }) } });
    } else {
      others.push({ key: item.key, question });
    }
  }
  numbered.sort((a, b) => a.order - b.order || a.n - b.n);

  const title = titleItem ? valueIn(titleItem, locale) || undefined : undefined;
  return { ...(title && { title }), entries: [...numbered.map(({ entry }) => entry), ...others] };
}
