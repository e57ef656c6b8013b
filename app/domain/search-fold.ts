/**
 * The one search folding of docs/decisions/0041-search-index.md, used for stored text and queries alike (a pure module: the search
 * index is kept by db/ code inside writing transactions, and the same words are highlighted in snippets).
 *
 * Folding, in this order: Unicode NFKC; removed: tashkeel and Quranic marks (U+0610–061A, U+064B–065F, U+0670,
 * U+06D6–06ED), tatweel (U+0640), and the invisible bidi and zero-width characters (U+00AD soft hyphen, U+061C,
 * U+180E, U+200B–200F, U+202A–202E, U+2060–2064, U+2066–2069, U+FEFF); أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و,
 * ئ → ي; Arabic-Indic ٠–٩ and extended ۰–۹ digits → 0–9; lower case (`toLowerCase`, so every cased script,
 * with the Greek final ς read as σ); runs of whitespace → one space, trimmed.
 *
 * A word is a run of letters, digits and marks, joined inside by `.`, `@`, `_` or `-` (`home.hero.title`,
 * `ali@example.com`); anything else separates words. A query matches when every query word starts where a word
 * or a joined part of one starts (after a character that is not a letter, digit or mark): word prefixes, any order.
 */

const replacements: Record<string, string> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0649": "\u064A", // ى → ي
  "\u0629": "\u0647", // ة → ه
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064A", // ئ → ي
};
for (let digit = 0; digit <= 9; digit++) {
  replacements[String.fromCharCode(0x0660 + digit)] = String(digit);
  replacements[String.fromCharCode(0x06f0 + digit)] = String(digit);
}

/** The characters folding removes, as [first, last] code points. */
const removed: Array<[number, number]> = [
  [0x0610, 0x061a], // Quranic honorifics and small marks
  [0x064b, 0x065f], // tashkeel: tanween, fatha, damma, kasra, shadda, sukun, madda and hamza above and below…
  [0x0670, 0x0670], // superscript alef
  [0x06d6, 0x06ed], // Quranic annotation marks
  [0x0640, 0x0640], // tatweel
  [0x00ad, 0x00ad], // soft hyphen
  [0x061c, 0x061c], // Arabic letter mark
  [0x180e, 0x180e], // Mongolian vowel separator (zero width)
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner; the LRM and RLM marks
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x2064], // word joiner, invisible operators
  [0x2066, 0x2069], // bidi isolates
  [0xfeff, 0xfeff], // byte order mark, zero-width no-break space
];
const hex = (codePoint: number) => `\\u${codePoint.toString(16).padStart(4, "0")}`;
/**
 * Every character folding removes or replaces, for one pass with a lookup table (a character with no replacement
 * is removed). Built from the table: marks written into a literal class read as combined characters to the linter.
 */
const removedOrReplaced = new RegExp(
  `[${[...removed.map(([first, last]) => `${hex(first)}-${hex(last)}`), ...Object.keys(replacements).map((character) => hex(character.charCodeAt(0)))].join("")}]`,
  "g",
);
const replace = (character: string) => replacements[character] ?? "";

/** NFKC, removals and replacements, lower case: the character-local part of folding (no whitespace rule). */
function foldCharacters(text: string): string {
  return text.normalize("NFKC").replace(removedOrReplaced, replace).toLowerCase().replace(/ς/g, "σ");
}

/** The folded form of `text` (the rules at the top of this file), for the stored side and the query side alike. */
export function foldText(text: string): string {
  return foldCharacters(text).replace(/\s+/g, " ").trim();
}

/**
 * One base character with the marks (and Hangul vowel and final jamo) NFKC may combine with it: normalising each
 * such piece alone gives what normalising the whole text gives, so every folded character has a source range.
 */
const normalisationPiece = /[\s\S][\p{M}\u1160-\u11FF\uD7B0-\uD7FF]*/gu;

export interface FoldedWithOffsets {
  /** Equal to `foldText(original)`. */
  text: string;
  /** For each UTF-16 unit of `text`, the [start, end) of the original it came from, removed characters after it included. */
  starts: number[];
  ends: number[];
}

/** `foldText` that also maps each folded character back to the original text (for highlighting). */
export function foldWithOffsets(original: string): FoldedWithOffsets {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (const piece of original.matchAll(normalisationPiece)) {
    const start = piece.index;
    const end = start + piece[0].length;
    const folded = foldCharacters(piece[0]);
    for (let unit = 0; unit < folded.length; unit++) {
      const space = /\s/.test(folded[unit]);
      if (space && (text === "" || text.endsWith(" "))) continue;
      text += space ? " " : folded[unit];
      starts.push(start);
      ends.push(end);
    }
    if (ends.length > 0) ends[ends.length - 1] = end;
  }
  if (text.endsWith(" ")) {
    text = text.slice(0, -1);
    starts.pop();
    ends.pop();
  }
  return { text, starts, ends };
}

const wordCharacter = /[\p{L}\p{N}\p{M}]/u;
const word = /[\p{L}\p{N}\p{M}]+(?:[._@-][\p{L}\p{N}\p{M}]+)*/gu;

/** The folded words of a text, in order; [] when nothing but removable characters and punctuation was typed. */
export function foldedWords(text: string): string[] {
  return foldText(text).match(word) ?? [];
}

/**
 * The words a query looks for: its folded words, each without the Arabic article when two letters or
 * more remain, so «المغامرة» finds «مغامرة» as well as «المغامرة» (a text's word is also indexed without its
 * article: `articleForms`). One-letter proclitics stay: dropping them from a query would turn «كتاب» into «تاب».
 */
export function queryWords(text: string): string[] {
  return foldedWords(text).map((one) => (one.startsWith("ال") && one.length - 2 >= 2 ? one.slice(2) : one));
}

/** True when a word (or a part of one after `.`, `@`, `_`, `-`) of `foldedText` starts at `index`. */
function startsWord(foldedText: string, index: number): boolean {
  if (index === 0) return true;
  let before = foldedText.charCodeAt(index - 1);
  if (before >= 0xdc00 && before <= 0xdfff && index >= 2) before = foldedText.codePointAt(index - 2) ?? before;
  return !wordCharacter.test(String.fromCodePoint(before));
}

/** Where `queryWord` starts a word of `foldedText`, from `from` on; -1 when nowhere. */
function findWordPrefix(foldedText: string, queryWord: string, from: number): number {
  for (let index = foldedText.indexOf(queryWord, from); index >= 0; index = foldedText.indexOf(queryWord, index + 1)) {
    if (startsWord(foldedText, index)) return index;
  }
  return -1;
}

/**
 * The Arabic article and the proclitics before it (ال، وال، بال، كال، فال، لل): the other forms a folded word is
 * found by, each with where it starts in the word — without them, and with ال alone — so «مدرسة» finds
 * «المدرسة» and «بالمدرسة», and «المدرسة» finds «والمدرسة». At least two letters must remain («والد» stays
 * whole). «للمدرسة» is also «المدرسة», the same length from its first letter. A word that starts with a
 * one-letter proclitic (و ف ب ك ل) without the article is also found without it when three letters or
 * more remain: «طفلين» finds «لطفلين» and «وطفل», while «ولد» and «بيت» stay whole.
 */
function articleForms(word: string): Array<[form: string, at: number]> {
  const stem = (length: number) => (word.length - length >= 2 ? word.slice(length) : undefined);
  // The stem after a `length`-letter prefix, and the stem with its article, which stands at `articleAt`.
  const stemAndArticle = (length: number, articleAt: number): Array<[form: string, at: number]> => {
    const rest = stem(length);
    return rest
      ? [
          [rest, length],
          [`ال${rest}`, articleAt],
        ]
      : [];
  };
  if (/^[وبكف]ال/.test(word)) return stemAndArticle(3, 1);
  if (word.startsWith("لل")) return stemAndArticle(2, 0);
  if (word.startsWith("ال")) {
    const rest = stem(2);
    return rest ? [[rest, 2]] : [];
  }
  if (/^[وفبكل]/.test(word) && word.length - 1 >= 3) return [[word.slice(1), 1]];
  return [];
}

/** The forms a folded word is also indexed under (`articleForms`): the search index adds them as words of their own. */
export function withoutArticle(word: string): string[] {
  return articleForms(word).map(([form]) => form);
}

const letterRun = /[\p{L}\p{N}\p{M}]+/gu;
/** A text with no article and no word that starts with a one-letter proclitic has no other forms (a quick test first). */
const mayHaveForms = /ال|لل|(?:^|[^\p{L}\p{N}\p{M}])[وفبكل]/u;
const oneRun = /^[\p{L}\p{N}\p{M}]+$/u;

/** The [start, end) of `foldedText` where `queryWord` starts a word's form without its article (`articleForms`). */
function articleMatches(foldedText: string, queryWord: string): Array<[number, number]> {
  if (!oneRun.test(queryWord) || !mayHaveForms.test(foldedText)) return [];
  const found: Array<[number, number]> = [];
  for (const run of foldedText.matchAll(letterRun)) {
    for (const [form, at] of articleForms(run[0])) {
      if (form.startsWith(queryWord)) found.push([run.index + at, run.index + at + queryWord.length]);
    }
  }
  return found;
}

/**
 * The [start, end) ranges of `original` (as stored, tashkeel and tatweel intact) that match the words of `query`,
 * sorted and merged; a range takes in the marks after its last letter.
 */
export function highlightRanges(original: string, query: string): Array<[number, number]> {
  // The words as typed and as searched (without the article): «العربية» marks the whole «العربية», and «مغامرة» too.
  const words = [...new Set([...foldedWords(query), ...queryWords(query)])];
  if (words.length === 0) return [];
  const folded = foldWithOffsets(original);
  const ranges: Array<[number, number]> = [];
  for (const queryWord of words) {
    for (let index = findWordPrefix(folded.text, queryWord, 0); index >= 0; index = findWordPrefix(folded.text, queryWord, index + 1)) {
      ranges.push([folded.starts[index], folded.ends[index + queryWord.length - 1]]);
    }
    for (const [start, end] of articleMatches(folded.text, queryWord)) ranges.push([folded.starts[start], folded.ends[end - 1]]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
