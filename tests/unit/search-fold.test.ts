import { describe, expect, it } from "vitest";
import { indexedText, queryTerms } from "#db/models/search-index.server";
import { foldText, foldWithOffsets, foldedWords, highlightRanges } from "~/domain/search-fold";

/** The folding of docs/decisions/0041-search-index.md on the values alone: what must fold equal, what must not, words, matching, highlighting. */

const foldsEqual: Array<[string, string, string]> = [
  // tashkeel
  ["tashkeel on a city", "مَرَّاكُش", "مراكش"],
  ["shadda and tanween damm", "مُحَمَّدٌ", "محمد"],
  ["a greeting with sukun", "السَّلَامُ عَلَيْكُمْ", "السلام عليكم"],
  ["fatha, kasra, damm", "كِتَابٌ", "كتاب"],
  ["tanween fath", "شُكْرًا", "شكرا"],
  ["tanween kasr", "عِلْمٍ", "علم"],
  ["a vowelled month", "رَمَضَانُ", "رمضان"],
  ["a vowelled phrase", "بِسْمِ اللَّهِ", "بسم الله"],
  ["superscript alef U+0670", "هٰذا", "هذا"],
  ["superscript alef in a name", "الرَّحْمٰنِ", "الرحمن"],
  ["maddah above U+0653 on its own", "سا\u0653ل", "سال"],
  // Quranic marks
  ["Quranic spelling: wasla read as alef, superscript alef removed", "ذَٰلِكَ ٱلْكِتَٰبُ", "ذلك الكتب"],
  ["small high jeem U+06DA", "قال\u06DA", "قال"],
  ["small high ligature U+06D7", "يعلمون\u06D7", "يعلمون"],
  ["honorific sign U+0610", "محمد\u0610", "محمد"],
  ["honorific sign U+0611", "عليه\u0611", "عليه"],
  ["small high rounded zero U+06DF", "الم\u06DF", "الم"],
  ["small high dotless head of khah U+06E1", "رب\u06E1", "رب"],
  ["small low meem U+06ED", "سميع\u06ED", "سميع"],
  ["end of ayah U+06DD", "الحمد\u06DD", "الحمد"],
  // tatweel
  ["tatweel inside a word (ؤ → و too)", "مســؤول", "مسؤول"],
  ["a long tatweel", "العـــربية", "العربية"],
  ["tatweel twice", "جمـيـل", "جميل"],
  ["tatweel and tashkeel together", "كتـــابٌ", "كتاب"],
  ["tatweel with shadda, presentation form U+FE7D", "مر\uFE7Dاكش", "مراكش"],
  // alef forms, hamza on a seat
  ["alef with hamza below", "إسلام", "اسلام"],
  ["alef with madda", "آكل", "اكل"],
  ["alef with hamza above", "أحمد", "احمد"],
  ["alef wasla", "ٱلله", "الله"],
  ["every alef form", "أإآٱ", "اااا"],
  ["madda inside a word", "القرآن", "القران"],
  ["alef + combining madda composes to آ", "ا\u0653كل", "اكل"],
  ["alef + combining hamza composes to أ", "ا\u0654حمد", "أحمد"],
  ["waw with hamza", "مسؤول", "مسوول"],
  ["waw with hamza, plural", "شؤون", "شوون"],
  ["yeh with hamza", "رئيس", "رييس"],
  ["yeh with hamza and taa marbuta", "مائة", "مايه"],
  // alef maqsura, taa marbuta
  ["alef maqsura (RATQ#287)", "الدورى", "الدوري"],
  ["alef maqsura at a word's end", "مستشفى", "مستشفي"],
  ["alef maqsura in a short word", "على", "علي"],
  ["taa marbuta", "مدرسة", "مدرسه"],
  ["taa marbuta in a name", "فاطمة", "فاطمه"],
  // digits
  ["Arabic-Indic digits", "١٢٣", "123"],
  ["extended Arabic-Indic digits", "۱۲۳", "123"],
  ["every Arabic-Indic digit", "٠٩٨٧٦٥٤٣٢١", "0987654321"],
  ["every extended digit", "۰۹۸۷۶۵۴۳۲۱", "0987654321"],
  ["a phone number", "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧", "+966 50 123 4567"],
  ["a date", "٢٠٢٦/١١/٢٦", "2026/11/26"],
  ["a circled digit (NFKC)", "①", "1"],
  // Latin
  ["capitals", "MAHAMI", "mahami"],
  ["title case", "Mahami Studio", "mahami studio"],
  ["full-width Latin (NFKC)", "ＭＡＨＡＭＩ", "mahami"],
  ["a key in capitals", "HOME.HERO.TITLE", "home.hero.title"],
  ["an email in mixed case", "Ali@Example.COM", "ali@example.com"],
  ["the fi ligature (NFKC)", "\uFB01le", "file"],
  ["an accented capital", "CAFÉ", "café"],
  ["e + combining acute composes (NFKC)", "Cafe\u0301", "café"],
  ["Greek final sigma", "ΟΔΟΣ", "οδος"],
  // zero-width and bidi characters
  ["zero-width non-joiner inside a word", "مرا\u200Cكش", "مراكش"],
  ["zero-width joiner inside a word", "مرا\u200Dكش", "مراكش"],
  ["right-to-left marks around a word", "\u200Fمراكش\u200F", "مراكش"],
  ["left-to-right mark", "\u200Emahami", "mahami"],
  ["embedding and pop", "\u202Bمراكش\u202C", "مراكش"],
  ["isolates", "\u2067mahami\u2069", "mahami"],
  ["byte order mark", "\uFEFFmahami", "mahami"],
  ["Arabic letter mark U+061C", "\u061Cمراكش", "مراكش"],
  ["soft hyphen", "ma\u00ADhami", "mahami"],
  ["zero-width space", "ma\u200Bhami", "mahami"],
  ["word joiner", "ma\u2060hami", "mahami"],
  // presentation forms (NFKC)
  ["lam-alef ligature U+FEFB", "\uFEFB", "لا"],
  ["isolated and final presentation forms", "ﺍﻟﺴﻼﻡ", "السلام"],
  ["the ligature ﷲ", "\uFDF2", "الله"],
  ["alef with hamza, isolated form", "\uFE83", "ا"],
  // whitespace
  ["spaces around and between", "  مراكش   المغرب  ", "مراكش المغرب"],
  ["a tab", "mahami\tstudio", "mahami studio"],
  ["newlines", "mahami\n\n\r\nstudio", "mahami studio"],
  ["a no-break space", "mahami\u00A0studio", "mahami studio"],
  ["an ideographic space", "مراكش\u3000المغرب", "مراكش المغرب"],
  ["a zero-width space between spaces", "a \u200B b", "a b"],
  // mixed lines
  ["Arabic with tashkeel and English", "مَرْحَبًا بِكُم في MAHAMI", "مرحبا بكم في mahami"],
  ["Arabic digits beside English", "تطبيق MAHAMI للمهام ١٠٠", "تطبيق mahami للمهام 100"],
  ["an email in an Arabic line", "اتصل بنا: Info@Mahami.App", "اتصل بنا: info@mahami.app"],
  ["everything at once", "\u200F  إِدارةُ   المـهـامِّ\t— MAHAMI ٢٠٢٦ ", "اداره المهام — mahami 2026"],
];

const foldsApart: Array<[string, string, string]> = [
  ["beh and teh", "ب", "ت"],
  ["hah and khah", "ح", "خ"],
  ["seen and sheen", "س", "ش"],
  ["ain and ghain", "ع", "غ"],
  ["sad and dad", "ص", "ض"],
  ["dal and thal", "د", "ذ"],
  ["reh and zain", "ر", "ز"],
  ["a root and its participle", "كتب", "كاتب"],
  ["salam and salim", "سلم", "سالم"],
  ["taa marbuta and teh", "مدرسة", "مدرست"],
  ["hamza on waw and on yeh (ؤ → و, ئ → ي)", "مسؤول", "مسئول"],
  ["a lone hamza stays", "سماء", "سما"],
  ["Persian yeh is not in the folding rules", "ي", "ی"],
  ["one and eleven", "1", "١١"],
  ["digit order", "12", "٢١"],
  ["different words", "مراكش", "الرباط"],
  ["a letter apart in Latin", "mahami", "mahamy"],
  ["a space is kept", "mahami studio", "mahamistudio"],
  ["a dot is not a space", "home.hero", "home hero"],
  ["accents are kept", "café", "cafe"],
];

describe("foldText: variants that fold equal", () => {
  it("has at least 60 pairs", () => {
    expect(foldsEqual.length).toBeGreaterThanOrEqual(60);
  });

  it.each(foldsEqual)("%s: «%s» = «%s»", (_name, variant, plain) => {
    expect(foldText(variant)).toBe(foldText(plain));
    expect(foldText(variant)).not.toBe("");
  });
});

describe("foldText: words that must stay apart", () => {
  it.each(foldsApart)("%s: «%s» ≠ «%s»", (_name, one, other) => {
    expect(foldText(one)).not.toBe(foldText(other));
  });
});

describe("foldText: the folded form itself", () => {
  it("is what ADR 0041 lists, letter by letter", () => {
    expect(foldText("مســؤول")).toBe("مسوول");
    expect(foldText("أإآٱ ى ة ؤ ئ")).toBe("اااا ي ه و ي");
    expect(foldText("١٢٣ ۴۵۶ MAHAMI")).toBe("123 456 mahami");
    expect(foldText("\u064E\u0640\u200F\u00AD \t")).toBe("");
  });

  it("is idempotent", () => {
    for (const [, variant] of foldsEqual) expect(foldText(foldText(variant))).toBe(foldText(variant));
  });
});

describe("foldWithOffsets: the same text, mapped back", () => {
  const samples = [
    ...foldsEqual.flatMap(([, a, b]) => [a, b]),
    ...foldsApart.flatMap(([, a, b]) => [a, b]),
    "가각 \u1100\u1161\u11A8 x",
    "🙂 MAHAMI 𝐀𝐁",
  ];
  it.each(samples)("folds «%s» as foldText does", (sample) => {
    const folded = foldWithOffsets(sample);
    expect(folded.text).toBe(foldText(sample));
    expect(folded.starts).toHaveLength(folded.text.length);
    expect(folded.ends).toHaveLength(folded.text.length);
  });
});

describe("foldedWords: the query as words", () => {
  it.each<[string, string, string[]]>([
    ["an empty query", "", []],
    ["only spaces", "   \t\n", []],
    ["only removable characters", "\u064E\u0651\u0640\u200F\u200B\u00AD\uFEFF", []],
    ["only punctuation and search syntax", `"*%_\\ ?! -- .`, []],
    ["a key", "home.hero.title", ["home.hero.title"]],
    ["an email", "Ali@Example.com", ["ali@example.com"]],
    ["joined words keep _ and -", "snake_case-name", ["snake_case-name"]],
    ["a trailing dot is not part of a word", "home.hero.", ["home.hero"]],
    ["an apostrophe separates", "don't", ["don", "t"]],
    ["Arabic words folded", "  مدرسة   الدورى ", ["مدرسه", "الدوري"]],
    ["search syntax around words", `"مَرَّاكُش" NEAR *MAHAMI*`, ["مراكش", "near", "mahami"]],
    ["a percent sign", "100%", ["100"]],
    ["a NUL separates", "a\u0000b", ["a", "b"]],
    ["Arabic comma and question mark", "مراكش،الرباط؟", ["مراكش", "الرباط"]],
  ])("%s", (_name, query, words) => {
    expect(foldedWords(query)).toEqual(words);
  });
});

/** What the index decides (docs/decisions/0041-search-index.md): every word of the query starts a word of the text, or of its form without the article. */
const matches = (text: string, query: string) => {
  const terms = queryTerms(query);
  const indexed = indexedText([text]);
  return terms.length > 0 && terms.every((term) => indexed.includes(` ${term}`));
};

describe("the index's match: word prefixes, any order", () => {
  const text = foldText("مَرَّاكُش، المغرب — MAHAMI Studio: home.hero.title, ali@example.com");
  it.each<[string, string[], boolean]>([
    ["a whole word", ["مراكش"], true],
    ["a word prefix", ["مرا"], true],
    ["a Latin prefix", ["mah"], true],
    ["two words in order", ["مراكش", "المغرب"], true],
    ["two words in any order", ["studio", "مراكش"], true],
    ["every word is required", ["مراكش", "الرباط"], false],
    ["a piece inside a word is not a prefix", ["اكش"], false],
    ["a Latin piece inside a word", ["hami"], false],
    ["a query word longer than the word", ["mahamis"], false],
    ["a whole key", ["home.hero.title"], true],
    ["the start of a key", ["home.hero"], true],
    ["a part of a key after a dot", ["hero"], true],
    ["a piece inside a part of a key", ["ero"], false],
    ["the domain of an email", ["example.com"], true],
    ["no query words", [], false],
  ])("%s", (_name, queryWords, expected) => {
    expect(matches(text, queryWords.join(" "))).toBe(expected);
  });

  it("matches a query typed one way against text written another", () => {
    expect(matches("الدوري الممتاز ٢٠٢٦", "الدورى 2026")).toBe(true);
    expect(matches("مســؤول المبيعات", "مسؤول")).toBe(true);
    expect(matches("إسلام", "اسلام")).toBe(true);
  });

  it("finds a word after the article as the index does, with no other stemming", () => {
    expect(matches("المدرسة", "مدرسة")).toBe(true);
    expect(matches("المدرسة", "المدرسة")).toBe(true);
    expect(matches("مدارس", "مدرسة")).toBe(false);
  });
});

describe("highlightRanges: matched words in the original text", () => {
  const slices = (original: string, query: string) => highlightRanges(original, query).map(([start, end]) => original.slice(start, end));

  it("covers a word with its tashkeel", () => {
    const original = "مَرَّاكُش الحمراء";
    expect(highlightRanges(original, "مراكش")).toEqual([[0, "مَرَّاكُش".length]]);
  });

  it("covers a prefix with the marks on its last letter", () => {
    expect(slices("مَرَّاكُش", "مر")).toEqual(["مَرَّ"]);
  });

  it("covers tatweel inside the word", () => {
    expect(slices("مســؤول جديد", "مسؤول")).toEqual(["مســؤول"]);
    expect(slices("مســؤول جديد", "مس")).toEqual(["مســ"]);
  });

  it("finds several words in any order, past spaces and bidi marks", () => {
    const original = "  \u200Fكِتَابُ   العَرَبِيَّةِ";
    expect(slices(original, "العربية كتاب")).toEqual(["كِتَابُ", "العَرَبِيَّةِ"]);
  });

  it("works on Latin text with capitals", () => {
    expect(highlightRanges("Welcome to MAHAMI Studio", "mahami stu")).toEqual([
      [11, 17],
      [18, 21],
    ]);
  });

  it("counts offsets in UTF-16 units past emoji and mathematical letters", () => {
    expect(slices("🙂 MAHAMI 𝐀𝐁", "mahami ab")).toEqual(["MAHAMI", "𝐀𝐁"]);
  });

  it("finds a part of a key and every occurrence", () => {
    expect(highlightRanges("home.hero.title", "hero")).toEqual([[5, 9]]);
    // «ومدرسة» and «والمدرسة» are forms the index knows: the word after و, and after وال.
    expect(highlightRanges("مدرسة ومدرسة والمدرسة مدرسة", "مدرسه")).toEqual([
      [0, 5],
      [7, 12],
      [16, 21],
      [22, 27],
    ]);
  });

  it("marks the word after the article and proclitics the index skips, as far as the query goes", () => {
    expect(slices("ذهبت إلى المَدْرَسَة صباحاً", "مدرسة")).toEqual(["مَدْرَسَة"]);
    expect(slices("بالمدرسة للمدرسة", "مدر")).toEqual(["مدر", "مدر"]);
    expect(slices("والمدرسة", "المدرسة")).toEqual(["المدرسة"]);
    // «للمدرسة» is «المدرسة» letter for letter from its start.
    expect(slices("للمدرسة", "المدرسة")).toEqual(["للمدرسة"]);
    expect(slices("والد", "د")).toEqual([]);
    expect(slices("في المدرسة", "درسة")).toEqual([]);
  });

  it("merges overlapping matches", () => {
    expect(highlightRanges("mahami", "mah mahami")).toEqual([[0, 6]]);
  });

  it("covers the whole presentation form a letter came from", () => {
    expect(slices("\uFEFB", "ل")).toEqual(["\uFEFB"]);
  });

  it("is empty for no match and for a query of removable characters only", () => {
    expect(highlightRanges("مراكش", "الرباط")).toEqual([]);
    expect(highlightRanges("مراكش", "\u064E\u0640\u200F")).toEqual([]);
    expect(highlightRanges("", "mahami")).toEqual([]);
  });
});
