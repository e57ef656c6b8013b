import { faqKeys, faqNumber, faqRecords } from "~/domain/faq-records";
import { type ContentTransaction, writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { Actor } from "./activity.server";
import { type ContentItem, getContentItem, insertContentItem, listContentItems, removeContentItem, writeContentItem } from "./content-items.server";

/*
 * An FAQ entry as one record (docs/decisions/0057-faq-and-team-as-bilingual-records.md): its question
 * and answer stay the content items `faq.question.N` and `faq.answer.N` (0005), so /api/content, the
 * drafts, the history and the search keep working on them; the system picks N, and `faq_entries`
 * holds the entry's order and visibility. Every write of an entry is one transaction.
 */

/** A content item of page "faq" with its entry's order and visibility (on its question item only). */
export type FaqItem = ContentItem & { order?: number; isVisible?: boolean };

export interface FaqEntryInput {
  questionAr: string;
  questionEn: string;
  answerAr: string;
  answerEn: string;
  order: number;
  isVisible: boolean;
}

const faqPlacement = { page: "faq", category: "faq", type: "text", description: "" } as const;

/** The items of page "faq", each question with its entry's order and visibility when set. */
export async function listFaqItems(): Promise<FaqItem[]> {
  const [items, placements] = await Promise.all([listContentItems({ page: "faq" }), db.selectFrom("faq_entries").selectAll().execute()]);
  const byQuestion = new Map(placements.map((row) => [row.questionId, row]));
  return items.map((item) => {
    const placement = byQuestion.get(item.id);
    return placement ? { ...item, order: placement.order, isVisible: Boolean(placement.isVisible) } : item;
  });
}

/** The next free entry number: one more than the highest of any FAQ key, a question's or an answer's. */
async function nextNumber(trx: ContentTransaction) {
  const keys = await trx.selectFrom("content_items").select("key").where("page", "=", "faq").execute();
  return Math.max(0, ...keys.map(({ key }) => faqNumber(key) ?? 0)) + 1;
}

async function place(trx: ContentTransaction, questionId: number, order: number, isVisible: boolean) {
  const values = { order, isVisible: isVisible ? 1 : 0 };
  await trx
    .insertInto("faq_entries")
    .values({ questionId, ...values })
    .onConflict((conflict) => conflict.column("questionId").doUpdateSet(values))
    .execute();
}

/** A new entry under the next number; its question and answer are two content items with their revisions. */
export async function createFaqEntry(input: FaqEntryInput, actor: Actor) {
  return writeContent(async (trx) => {
    const n = await nextNumber(trx);
    const keys = faqKeys(n);
    const question = await insertContentItem(
      trx,
      { ...faqPlacement, key: keys.question, valueAr: input.questionAr, valueEn: input.questionEn },
      actor,
    );
    const answer = await insertContentItem(trx, { ...faqPlacement, key: keys.answer, valueAr: input.answerAr, valueEn: input.answerEn }, actor);
    await place(trx, question.id, input.order, input.isVisible);
    return { n, question, answer };
  });
}

/**
 * Writes an entry: each of its items only when its text changed (published at once, ending that
 * item's draft), with the version it was opened with; a stale one throws StaleWrite and nothing is
 * written. An entry without an answer gets one. Undefined when the question is gone.
 */
export async function updateFaqEntry(questionId: number, input: FaqEntryInput, actor: Actor, expected: { question?: number; answer?: number } = {}) {
  const question = await getContentItem(questionId);
  const n = question && question.page === "faq" ? faqNumber(question.key) : undefined;
  if (!question || n === undefined) return undefined;
  return writeContent(async (trx) => {
    const answer = await trx.selectFrom("content_items").select(["id"]).where("key", "=", faqKeys(n).answer).executeTakeFirst();
    const stored = await trx
      .selectFrom("content_items")
      .selectAll()
      .where("id", "in", [questionId, ...(answer ? [answer.id] : [])])
      .execute();
    const current = (id: number) => stored.find((row) => row.id === id);
    const write = async (id: number, valueAr: string, valueEn: string, version?: number) => {
      const row = current(id);
      if (row && row.valueAr === valueAr && row.valueEn === valueEn) return;
      await writeContentItem(trx, id, { valueAr, valueEn }, actor, { expected: version });
    };
    await write(questionId, input.questionAr, input.questionEn, expected.question);
    if (answer) await write(answer.id, input.answerAr, input.answerEn, expected.answer);
    else {
      await insertContentItem(trx, { ...faqPlacement, key: faqKeys(n).answer, valueAr: input.answerAr, valueEn: input.answerEn }, actor);
    }
    await place(trx, questionId, input.order, input.isVisible);
    return { n };
  });
}

/** Deletes an entry's question and answer (each with its revision) and its place. */
export async function deleteFaqEntry(questionId: number, actor: Actor) {
  const question = await getContentItem(questionId);
  const n = question && question.page === "faq" ? faqNumber(question.key) : undefined;
  if (!question || n === undefined) return false;
  return writeContent(async (trx) => {
    await trx.deleteFrom("faq_entries").where("questionId", "=", questionId).execute();
    const answer = await trx.selectFrom("content_items").select("id").where("key", "=", faqKeys(n).answer).executeTakeFirst();
    if (answer) await removeContentItem(trx, answer.id, actor);
    return removeContentItem(trx, questionId, actor);
  });
}

/** The ids of the items of hidden entries, question and answer: left out of GET /api/content as they are of the contact page. */
export async function listHiddenFaqItemIds() {
  const items = await listFaqItems();
  const { records } = faqRecords(items);
  return new Set(
    records.filter((record) => !record.isVisible).flatMap((record) => [record.question.id, ...(record.answer ? [record.answer.id] : [])]),
  );
}
