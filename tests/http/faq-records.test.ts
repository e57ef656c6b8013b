import { beforeAll, describe, expect, it } from "vitest";
import { queryRow } from "../support/database";
import { api, postForm, publicHtml, request, signIn } from "../support/http";
import { useServer } from "../support/server";

/*
 * An FAQ entry as one record (docs/decisions/0057-faq-and-team-as-bilingual-records.md): added from
 * the FAQ tab without a key (the system picks the next faq.question.N / faq.answer.N, so /api/content
 * keeps its shape), edited as one (both items in one write, a stale version refused), ordered, hidden
 * and deleted as one. A fresh install ships questions 1–10.
 */
const server = useServer();
let cookie: string;

beforeAll(async () => {
  cookie = await signIn(server);
});

const entry = {
  questionAr: "هل يمكن لأكثر من طفل استخدام الحساب نفسه؟",
  questionEn: "Can several children share one account?",
  answerAr: "نعم، أضف كل أطفالك إلى حساب العائلة.",
  answerEn: "Yes: add all your children to the family account.",
};

/** A form post of the FAQ tab as a browser without JavaScript sends it; an edit posts to its open panel (`?edit=`). */
function faqPost(fields: Record<string, string>, language: "ar" | "en" = "ar", query = "") {
  return postForm(server, `/admin-dashboard/faq${query}`, fields, { Cookie: `${cookie}; mahami-language=${language}` });
}

type Item = { id: number; key: string; valueAr: string; valueEn: string; version: number };
const publicItems = async () => (await api(server, "GET", "/api/content")).body as Item[];
const adminFaq = async () => (await api(server, "GET", "/api/admin/content?page=faq", { cookie })).body as Item[];

describe("the FAQ tab's entries", () => {
  it("adds an entry without a key: the next number for its question and answer, in /api/content with its usual shape, on both contact pages", async () => {
    const saved = await faqPost({ intent: "save-entry", ...entry, order: "11", isVisible: "on" });
    expect(saved.status).toBe(302);
    const items = await publicItems();
    const question = items.find((item) => item.key === "faq.question.11");
    const answer = items.find((item) => item.key === "faq.answer.11");
    expect(question).toMatchObject({ valueAr: entry.questionAr, valueEn: entry.questionEn });
    expect(answer).toMatchObject({ valueAr: entry.answerAr, valueEn: entry.answerEn });
    expect(Object.keys(question!).sort()).toEqual([
      "category",
      "createdAt",
      "id",
      "key",
      "page",
      "type",
      "updatedAt",
      "valueAr",
      "valueEn",
      "version",
    ]);
    expect(question).toMatchObject({ page: "faq", category: "faq", type: "text" });
    const arabic = await publicHtml(server, "/contact");
    expect(arabic).toContain(entry.questionAr);
    expect(arabic).toContain(entry.answerAr);
    expect(arabic).not.toContain(entry.questionEn);
    const english = await publicHtml(server, "/en/contact");
    expect(english).toContain(entry.questionEn);
    expect(english).toContain(entry.answerEn);
    // Last by its order, after the ten shipped questions.
    expect(english.indexOf(entry.questionEn)).toBeGreaterThan(english.indexOf("How do I reach the support team?"));
    // The tab shows it as one card, question and answer side by side, each in its language, no key.
    const tab = await (await request(server, "/admin-dashboard/faq", { headers: { Cookie: `${cookie}; mahami-language=ar` } })).text();
    expect(tab).not.toMatch(/<code[^>]*>faq\.question\.11</);
    expect(tab).toMatch(new RegExp(`lang="en" dir="ltr" data-lang="en"><h3[^>]*>${entry.questionEn.replace("?", "\\?")}`));
  });

  it("a second entry takes the number after the highest one, even when a lower one was deleted", async () => {
    const three = (await adminFaq()).find((item) => item.key === "faq.question.3")!;
    expect((await faqPost({ intent: "delete", id: String(three.id) })).status).toBe(302);
    const keys = (await adminFaq()).map((item) => item.key);
    expect(keys).not.toContain("faq.question.3");
    expect(keys).not.toContain("faq.answer.3");
    await faqPost({
      intent: "save-entry",
      questionAr: "سؤال ثانٍ؟",
      questionEn: "A second one?",
      answerAr: "إجابة.",
      answerEn: "An answer.",
      order: "0",
      isVisible: "on",
    });
    const after = await adminFaq();
    expect(after.find((item) => item.key === "faq.question.12")).toMatchObject({ valueEn: "A second one?" });
    expect(after.find((item) => item.key === "faq.answer.12")).toMatchObject({ valueEn: "An answer." });
    // Order 0 puts it first on the page.
    const english = await publicHtml(server, "/en/contact");
    expect(english.indexOf("A second one?")).toBeLessThan(english.indexOf("What ages is Mahami for?"));
  });

  it("edits both texts of an entry in one save; a hidden entry leaves the contact pages and /api/content, not the dashboard", async () => {
    const items = await adminFaq();
    const question = items.find((item) => item.key === "faq.question.11")!;
    const answer = items.find((item) => item.key === "faq.answer.11")!;
    const edited = { ...entry, questionAr: "هل يستطيع عدة أطفال مشاركة حساب واحد؟", answerEn: "Yes, all of them." };
    const saved = await faqPost({
      intent: "save-entry",
      id: String(question.id),
      version: String(question.version),
      answerVersion: String(answer.version),
      ...edited,
      order: "11",
    });
    expect(saved.status).toBe(302);
    const after = await adminFaq();
    expect(after.find((item) => item.id === question.id)).toMatchObject({ valueAr: edited.questionAr, version: question.version + 1 });
    expect(after.find((item) => item.id === answer.id)).toMatchObject({ valueEn: "Yes, all of them.", version: answer.version + 1 });
    // Saved without its "show" box: hidden.
    expect(await publicHtml(server, "/contact")).not.toContain(edited.questionAr);
    expect(await publicHtml(server, "/en/contact")).not.toContain("Yes, all of them.");
    expect((await publicItems()).map((item) => item.key)).not.toContain("faq.question.11");
    expect((await publicItems()).map((item) => item.key)).not.toContain("faq.answer.11");
    const tab = await (await request(server, "/admin-dashboard/faq", { headers: { Cookie: `${cookie}; mahami-language=en` } })).text();
    expect(tab).toContain("Hidden from the site");
    expect(tab).toContain(edited.questionAr);
  });

  it("refuses a stale save of either text with the conflict view and writes nothing; refuses an empty text with its message", async () => {
    const items = await adminFaq();
    const question = items.find((item) => item.key === "faq.question.11")!;
    const answer = items.find((item) => item.key === "faq.answer.11")!;
    expect((await api(server, "PATCH", `/api/admin/content/${answer.id}`, { cookie, body: { valueAr: "إجابة الزميلة." } })).status).toBe(200);
    const stale = await faqPost(
      {
        intent: "save-entry",
        id: String(question.id),
        version: String(question.version),
        answerVersion: String(answer.version),
        ...entry,
        questionEn: "Mine?",
        answerAr: "إجابتي.",
        order: "11",
        isVisible: "on",
      },
      "ar",
      `?edit=${question.id}`,
    );
    expect(stale.status).toBe(200);
    const html = await stale.text();
    expect(html).toContain("عدّل شخص آخر هذا العنصر");
    expect(html).toContain("إجابة الزميلة.");
    expect(html).toContain("إجابتي.");
    const after = await adminFaq();
    expect(after.find((item) => item.id === question.id)).toMatchObject({ valueEn: question.valueEn, version: question.version });
    expect(after.find((item) => item.id === answer.id)).toMatchObject({ valueAr: "إجابة الزميلة." });

    const empty = await faqPost({ intent: "save-entry", ...entry, answerEn: " ", order: "1", isVisible: "on" }, "en", "?new=1");
    expect(empty.status).toBe(200);
    const refused = await empty.text();
    expect(refused).toContain("This field is required.");
    expect(refused).toContain(entry.questionAr);
    expect((await adminFaq()).map((item) => item.key)).not.toContain("faq.question.13");
  });

  it("deletes an entry's question and answer together, each with its revision", async () => {
    const question = (await adminFaq()).find((item) => item.key === "faq.question.11")!;
    expect((await faqPost({ intent: "delete", id: String(question.id) })).status).toBe(302);
    const keys = (await adminFaq()).map((item) => item.key);
    expect(keys).not.toContain("faq.question.11");
    expect(keys).not.toContain("faq.answer.11");
    expect(await queryRow(server, `select count(*) as count from faq_entries where "questionId" = ?`, question.id)).toEqual({ count: 0 });
    const history = await api(server, "GET", `/api/admin/revisions?entity=faq&entityId=${question.id}`, { cookie });
    expect(history.body.items[0]).toMatchObject({ action: "delete" });
  });
});
