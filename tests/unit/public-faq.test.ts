import { describe, expect, it } from "vitest";
import { pairFaq } from "~/content/faq";

const item = (key: string, valueAr: string, valueEn: string, type = "text") => ({ key, type, valueAr, valueEn });

describe("pairFaq", () => {
  it("pairs each question with the answer of the same number, in number order", () => {
    const faq = pairFaq(
      [
        item("faq.answer.2", "ج2", "A2"),
        item("faq.question.10", "س10", "Q10"),
        item("faq.question.2", "س2", "Q2"),
        item("faq.question.1", "س1", "Q1"),
        item("faq.answer.1", "ج1", "A1"),
        item("faq.answer.10", "ج10", "A10"),
      ],
      "en",
    );
    expect(faq.entries).toEqual([
      { key: "faq.question.1", question: "Q1", answer: "A1" },
      { key: "faq.question.2", question: "Q2", answer: "A2" },
      { key: "faq.question.10", question: "Q10", answer: "A10" },
    ]);
  });

  it("shows the visitor's language", () => {
    const faq = pairFaq([item("faq.question.1", "ما مهامي؟", "What is Mahami?"), item("faq.answer.1", "تطبيق", "An app")], "ar");
    expect(faq.entries).toEqual([{ key: "faq.question.1", question: "ما مهامي؟", answer: "تطبيق" }]);
  });

  it("takes a title item as the heading, never as a question", () => {
    const faq = pairFaq([item("faq.title", "أسئلة", "Questions", "title"), item("faq.question.1", "س", "Q")], "en");
    expect(faq.title).toBe("Questions");
    expect(faq.entries.map((entry) => entry.question)).toEqual(["Q"]);
  });

  it("falls back to the key for an untranslated question and leaves out empty or orphaned answers", () => {
    const faq = pairFaq([item("faq.question.1", "س1", ""), item("faq.answer.1", "ج1", "  "), item("faq.answer.7", "ج7", "A7")], "en");
    expect(faq.entries).toEqual([{ key: "faq.question.1", question: "faq.question.1" }]);
  });

  it("lists other text items after the numbered questions, in stored order", () => {
    const faq = pairFaq([item("faq.extra", "إضافي", "Extra"), item("faq.question.3", "س3", "Q3")], "en");
    expect(faq.entries.map((entry) => entry.key)).toEqual(["faq.question.3", "faq.extra"]);
  });

  it("is empty without items", () => {
    expect(pairFaq([], "ar")).toEqual({ entries: [] });
  });
});
