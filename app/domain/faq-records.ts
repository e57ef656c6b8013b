/*
 * An FAQ entry's keys and its record (docs/decisions/0057-faq-and-team-as-bilingual-records.md): the
 * question `faq.question.N` with its answer `faq.answer.N` (docs/decisions/0005-faq-as-content-items.md).
 */

/** What grouping reads of an FAQ content item. */
interface FaqKeyedItem {
  key: string;
  type: string;
  order?: number;
  isVisible?: boolean;
}

const questionKey = /^faq\.question\.(\d+)$/;
const answerKey = /^faq\.answer\.(\d+)$/;

/** The number of an entry's key, `faq.question.N` or `faq.answer.N`; undefined for any other key. */
export function faqNumber(key: string) {
  const match = questionKey.exec(key) ?? answerKey.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** The keys the system gives entry N (docs/decisions/0057-faq-and-team-as-bilingual-records.md): nobody types them. */
export function faqKeys(n: number) {
  return { question: `faq.question.${n}`, answer: `faq.answer.${n}` };
}

/** One FAQ entry as the dashboard edits it: its question item and, when there is one, its answer item. */
export interface FaqRecord<Item> {
  n: number;
  question: Item;
  answer?: Item;
  order: number;
  isVisible: boolean;
}

/**
 * The content items of page "faq" as entries, in their order (then number): each numbered question
 * with its answer. `rest` holds what is no entry: a title item, an unnumbered text, an answer without
 * its question.
 */
export function faqRecords<Item extends FaqKeyedItem>(items: readonly Item[]): { records: FaqRecord<Item>[]; rest: Item[] } {
  const answers = new Map<number, Item>();
  for (const item of items) {
    const match = answerKey.exec(item.key);
    if (match && item.type !== "title") answers.set(Number(match[1]), item);
  }
  const records: FaqRecord<Item>[] = [];
  const paired = new Set<Item>();
  for (const item of items) {
    const match = questionKey.exec(item.key);
    if (!match || item.type === "title") continue;
    const n = Number(match[1]);
    const answer = answers.get(n);
    if (answer) paired.add(answer);
    records.push({ n, question: item, ...(answer && { answer }), order: item.order ?? n, isVisible: item.isVisible ?? true });
  }
  records.sort((a, b) => a.order - b.order || a.n - b.n);
  return { records, rest: items.filter((item) => !paired.has(item) && !records.some((record) => record.question === item)) };
}
