import { describe, expect, it } from "vitest";
import { wordDiff } from "~/components/admin/word-diff";

/** The History view's word diff (docs/decisions/0025-history-and-activity.md): joined back, each side is its text. */
const side = (parts: ReturnType<typeof wordDiff>, drop: "removed" | "added") =>
  parts
    .filter((part) => part.kind !== drop)
    .map((part) => part.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words removed and added, in Arabic as in English", () => {
    expect(wordDiff("مهام يومية للأطفال", "مهام أسبوعية للأطفال")).toEqual([
      { kind: "same", text: "مهام " },
      { kind: "removed", text: "يومية" },
      { kind: "added", text: "أسبوعية" },
      { kind: "same", text: " للأطفال" },
    ]);
    expect(wordDiff("Tasks for kids", "Tasks and rewards for kids")).toEqual([
      { kind: "same", text: "Tasks " },
      { kind: "added", text: "and rewards " },
      { kind: "same", text: "for kids" },
    ]);
  });

  it("gives back both texts exactly, whitespace and line breaks included", () => {
    const before = "One two\nthree  four five";
    const after = "One 2\nthree four five six";
    const parts = wordDiff(before, after);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
  });

  it("handles empty sides and identical texts", () => {
    expect(wordDiff("", "New")).toEqual([{ kind: "added", text: "New" }]);
    expect(wordDiff("Old", "")).toEqual([{ kind: "removed", text: "Old" }]);
    expect(wordDiff("Same text", "Same text")).toEqual([{ kind: "same", text: "Same text" }]);
  });

  it("falls back to removed-then-added for a very long rewrite instead of a quadratic table", () => {
    const before = Array.from({ length: 1000 }, (_, index) => `a${index}`).join(" ");
    const after = Array.from({ length: 1000 }, (_, index) => `b${index}`).join(" ");
    const parts = wordDiff(before, after);
    expect(parts.map((part) => part.kind)).toEqual(["removed", "added"]);
    expect(side(parts, "added")).toBe(before);
  });
});
