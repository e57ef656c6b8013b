import { describe, expect, it } from "vitest";
import { indexedText, queryTerms, spacedForm } from "#db/models/search-index.server";
import { highlightRanges, queryWords, withoutArticle } from "~/domain/search-fold";
import { parseSearchQuery, snippetOf } from "~/features/search/search.service.server";
import { editDistance } from "~/features/search/search-suggest.service.server";

/*
 * The pure parts of search (docs/decisions/0041-search-index.md): what the index stores, the terms
 * a query becomes, and "the text holds ` term`", the one match of every list, the dashboard search and
 * the public FAQ search.
 */

/** What the database's GLOB / LIKE decides: every term after a space. */
const indexMatches = (fields: string[], query: string) => {
  const terms = queryTerms(query);
  const text = indexedText(fields);
  return terms.length > 0 && terms.every((term) => text.includes(` ${term}`));
};

/** The index (`indexMatches`) gives the expected answer for each (text, query). */
function expectMatches(cases: readonly [text: string, query: string, expected: boolean][]) {
  for (const [text, query, expected] of cases) expect(indexMatches([text], query), `${text} / ${query}`).toBe(expected);
}

describe("the index's text and the query's terms", () => {
  it("sets every character that is not a letter, digit, mark or space between spaces", () => {
    expect(spacedForm("home.hero.title")).toBe("home . hero . title");
    expect(spacedForm("ali@example.com")).toBe("ali @ example . com");
    expect(spacedForm("a_b-c  (d)")).toBe("a _ b - c ( d )");
    expect(indexedText(["Home.Hero", "", "مَرَّاكُش"])).toBe(" home . hero | مراكش ");
  });

  it("turns a query into distinct spaced words; punctuation and marks alone give none", () => {
    expect(queryTerms("  Home.HERO  home.hero مَرَّاكُش ")).toEqual(["home . hero", "مراكش"]);
    expect(queryTerms('"*" NEAR % _ \\')).toEqual(["near"]);
    expect(queryTerms("ـــ َ ؟")).toEqual([]);
  });

  it("matches word prefixes in any order", () => {
    const cases: [string, string, boolean][] = [
      ["home.hero.title", "hero", true],
      ["home.hero.title", "home.hero", true],
      ["home.hero.title", "ero", false],
      ["home.hero.title", "title home", true],
      ["ali@example.com", "example.com", true],
      ["ali@example.com", "li@", false],
      ["foo_bar", "foo_bar", true],
      ["fooxbar", "foo_bar", false],
      ["مَرَّاكُش الحمراء", "مراكش", true],
      ["مَرَّاكُش الحمراء", "راكش", false],
      ["الدورى الممتاز", "الدوري الممت", true],
      ["١٢٣ درهم", "123", true],
      ["MAHAMI", "mah", true],
      ["MAHAMI", "mahamix", false],
    ];
    expectMatches(cases);
  });

  it("skips the Arabic article and the proclitics before it when two letters or more remain", () => {
    expect(withoutArticle("المدرسه")).toEqual(["مدرسه"]);
    expect(withoutArticle("بالمدرسه")).toEqual(["مدرسه", "المدرسه"]);
    expect(withoutArticle("والمدرسه")).toEqual(["مدرسه", "المدرسه"]);
    expect(withoutArticle("للمدرسه")).toEqual(["مدرسه", "المدرسه"]);
    expect(withoutArticle("والد")).toEqual([]);
    expect(withoutArticle("مدرسه")).toEqual([]);
    expect(indexMatches(["في المدرسة"], "مدرسة")).toBe(true);
    expect(indexMatches(["ذهبت بالمدرسة"], "المدرسة")).toBe(true);
    expect(indexMatches(["في المدرسة"], "درسة")).toBe(false);
    const cases: Array<[string, string, boolean]> = [
      ["في المدرسة", "مدرسة", true],
      ["ذهبت بالمدرسة", "المدرسة", true],
      ["وللمدرسة", "مدرسه", false],
      ["للمدرسة", "المدرسة", true],
      ["كالبحر", "بحر", true],
      ["فالأمر", "امر", true],
      ["والد", "لد", false],
      ["والد", "د", false],
      ["في المدرسة", "درسة", false],
      ["المدرسة", "ال", true],
      ["قال المعلم", "معلم مدرس", false],
      ["المعلم في المدرسة", "معلم مدرس", true],
      ["bench.item", "item", true],
    ];
    expectMatches(cases);
  });
});

describe("meeting Arabic halfway (docs/decisions/0041-search-index.md, 2026-11-28)", () => {
  it("drops the article from a query word when two letters or more remain, and keeps one-letter proclitics", () => {
    expect(queryWords("المغامرة الممتعة")).toEqual(["مغامره", "ممتعه"]);
    expect(queryWords("ال")).toEqual(["ال"]);
    expect(queryWords("الم")).toEqual(["الم"]);
    expect(queryWords("كتاب لطفلين")).toEqual(["كتاب", "لطفلين"]);
    expect(queryTerms("المغامرة")).toEqual(["مغامره"]);
  });

  it("finds a word after a one-letter proclitic (و ف ب ك ل) when three letters or more remain", () => {
    expect(withoutArticle("لطفلين")).toEqual(["طفلين"]);
    expect(withoutArticle("وطفل")).toEqual(["طفل"]);
    expect(withoutArticle("ولد")).toEqual([]);
    expect(withoutArticle("بيت")).toEqual([]);
    expect(withoutArticle("والد")).toEqual([]);
    expectMatches([
      ["مغامرة كل يوم", "المغامرة", true],
      ["المغامرة", "المغامرة", true],
      ["والمغامرة", "المغامرة", true],
      ["قصة لطفلين", "طفلين", true],
      ["هدية وطفل", "طفل", true],
      ["قصة لطفلين", "فلين", false],
      ["ولد", "لد", false],
      ["بيت", "يت", false],
      ["وقت", "قت", false],
      ["كتاب", "تاب", true],
    ]);
  });

  it("marks what it found: the word after the article or the proclitic", () => {
    expect(highlightRanges("مغامرة جديدة", "المغامرة")).toEqual([[0, 6]]);
    expect(highlightRanges("قصة لطفلين", "طفلين")).toEqual([[5, 10]]);
  });
});

describe("parseSearchQuery", () => {
  it("trims, refuses empty, over 200 characters, and nothing searchable", () => {
    expect(parseSearchQuery("  مدرسة ")).toEqual({ ok: true, q: "مدرسة" });
    expect(parseSearchQuery(undefined)).toEqual({ ok: false, reason: "empty" });
    expect(parseSearchQuery(" \n ")).toEqual({ ok: false, reason: "empty" });
    expect(parseSearchQuery("a".repeat(200))).toEqual({ ok: true, q: "a".repeat(200) });
    expect(parseSearchQuery("a".repeat(201))).toEqual({ ok: false, reason: "too-long" });
    expect(parseSearchQuery("x".repeat(10_000))).toEqual({ ok: false, reason: "too-long" });
    expect(parseSearchQuery("\u202E\u200F ـ َ")).toEqual({ ok: false, reason: "nothing-searchable" });
    expect(parseSearchQuery("\u0000")).toEqual({ ok: false, reason: "nothing-searchable" });
  });
});

describe("snippetOf", () => {
  it("keeps a short text whole, on one line", () => {
    expect(snippetOf("one\n\ntwo", "two")).toBe("one two");
  });

  it("cuts about 160 characters around the first match of a long text, marking the cuts", () => {
    const text = `${"كلمة ".repeat(60)}مَرَّاكُش ${"word ".repeat(60)}`;
    const snippet = snippetOf(text, "مراكش");
    expect(snippet.startsWith("…") && snippet.endsWith("…")).toBe(true);
    expect(snippet).toContain("مَرَّاكُش");
    expect(snippet.length).toBeLessThanOrEqual(162);
  });
});

describe("editDistance (the search's suggestions)", () => {
  it("counts insertions, deletions and substitutions, and stops past the limit", () => {
    expect(editDistance("rewrds", "rewards", 2)).toBe(1);
    expect(editDistance("مكفات", "مكافات", 1)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});
