import { describe, expect, it } from "vitest";
import { pairFaq } from "~/content/faq";
import { contentItemInput } from "../support/content";

describe("pairFaq", () => {
  it("pairs each question with the answer of the same number, in number order", () => {
    const faq = pairFaq(
      [
        contentItemInput("faq.answer.2", { valueAr: "ج2", valueEn: "A2" }),
        contentItemInput("faq.question.10", { valueAr: "س10", valueEn: "Q10" }),
        contentItemInput("faq.question.2", { valueAr: "س2", valueEn: "Q2" }),
        contentItemInput("faq.question.1", { valueAr: "س1", valueEn: "Q1" }),
        contentItemInput("faq.answer.1", { valueAr: "ج1", valueEn: "A1" }),
        contentItemInput("faq.answer.10", { valueAr: "ج10", valueEn: "A10" }),
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
    const faq = pairFaq(
      [
        contentItemInput("faq.question.1", { valueAr: "ما مهامي؟", valueEn: "What is Mahami?" }),
        contentItemInput("faq.answer.1", { valueAr: "تطبيق", valueEn: "An app" }),
      ],
      "ar",
    );
    expect(faq.entries).toEqual([{ key: "faq.question.1", question: "ما مهامي؟", answer: "تطبيق" }]);
  });

  it("takes a title item as the heading, never as a question", () => {
    const faq = pairFaq(
      [
        contentItemInput("faq.title", { valueAr: "أسئلة", valueEn: "Questions", type: "title" }),
        contentItemInput("faq.question.1", { valueAr: "س", valueEn: "Q" }),
      ],
      "en",
    );
    expect(faq.title).toBe("Questions");
    expect(faq.entries.map((entry) => entry.question)).toEqual(["Q"]);
  });

  it("falls back to the key for an untranslated question and leaves out empty or orphaned answers", () => {
    const faq = pairFaq(
      [
        contentItemInput("faq.question.1", { valueAr: "س1", valueEn: "" }),
        contentItemInput("faq.answer.1", { valueAr: "ج1", valueEn: "  " }),
        contentItemInput("faq.answer.7", { valueAr: "ج7", valueEn: "A7" }),
      ],
      "en",
    );
    expect(faq.entries).toEqual([{ key: "faq.question.1", question: "faq.question.1" }]);
  });

  it("lists other text items after the numbered questions, in stored order", () => {
    const faq = pairFaq(
      [contentItemInput("faq.extra", { valueAr: "إضافي", valueEn: "Extra" }), contentItemInput("faq.question.3", { valueAr: "س3", valueEn: "Q3" })],
      "en",
    );
    expect(faq.entries.map((entry) => entry.key)).toEqual(["faq.question.3", "faq.extra"]);
  });

  it("is empty without items", () => {
    expect(pairFaq([], "ar")).toEqual({ entries: [] });
  });
});
