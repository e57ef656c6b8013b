import type { FaqHit } from "~/components/site/faq-list";
import type { FaqSearchState, FaqSearchStrings } from "~/components/site/faq-search";
import type { Locale } from "~/config/site";
import type { FaqEntry } from "~/content/faq";
import { db } from "#db/database.server";
import { highlightRanges } from "~/domain/search-fold";
import { i18nOf } from "~/lib/i18n.server";
import { cleanLine } from "~/schemas/fields";
import { parseSearchQuery, searchSiteFaq } from "./search.service.server";

export interface FaqSearchView {
  strings: FaqSearchStrings;
  /** Absent on the plain page (no `?q=`, or an empty one). */
  state?: FaqSearchState;
  /** The entries found, their matched words marked; absent when nothing was searched. */
  hits?: FaqHit[];
}

/**
 * The contact page's FAQ search (docs/decisions/0041-search-index.md): the entries whose question and
 * answer, as this page shows them, hold every word of `q` (folded: diacritics, alef, ya and taa marbuta
 * forms, digits; word prefixes, past the article), found by the search index, in the FAQ's order. A
 * refused query (over 200 characters, or nothing to look for) answers 400 with the whole FAQ and what was typed.
 */
export async function searchFaq(entries: FaqEntry[], raw: string | null, locale: Locale): Promise<{ view: FaqSearchView; status: number }> {
  const { t } = i18nOf(locale);
  const strings = { label: t("search.site.label"), placeholder: t("search.site.placeholder"), submit: t("search.site.submit") };
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok && parsed.reason === "empty") return { view: { strings }, status: 200 };
  const q = raw ?? "";
  const showAll = t("search.site.showAll");
  if (!parsed.ok) {
    const error = parsed.reason === "too-long" ? t("search.tooLong") : t("search.nothingSearchable");
    return { view: { strings, state: { q, error, showAll } }, status: 400 };
  }
  const found = await searchSiteFaq(db, parsed.q, locale);
  const hits = entries
    .filter((entry) => found.has(entry.key))
    .map((entry) => ({
      ...entry,
      questionRanges: highlightRanges(entry.question, parsed.q),
      answerRanges: entry.answer ? highlightRanges(entry.answer, parsed.q) : [],
    }));
  const echo = echoOf(parsed.q);
  const state: FaqSearchState =
    hits.length === 0
      ? { q, showAll, none: { text: aroundQuery(t("search.site.none", { q: queryMark })), echo, writeToUs: t("search.site.writeToUs") } }
      : {
          q,
          showAll,
          echo,
          summary: aroundQuery(t("search.site.answersFor", { answers: t("search.site.answers", { count: hits.length }), q: queryMark })),
        };
  return { view: { strings, state, hits }, status: 200 };
}

/** How much of the query the page repeats: a link cannot make the site's own sentence say much (docs/decisions/0050-operations-hardening.md). */
export const maxEcho = 60;

/**
 * The query as the page repeats it inside its own sentence: without bidi controls, isolates or any
 * other invisible format character (the joiners U+200C/D kept for Arabic and emoji), one line, and
 * at most `maxEcho` characters. The page also isolates it in a `<bdi>`, so it cannot turn the sentence around.
 */
export function echoOf(q: string) {
  const characters = Array.from(
    cleanLine(q)
      .replace(/(?![\u200C\u200D])\p{Cf}/gu, "")
      .trim(),
  );
  return characters.length > maxEcho ? `${characters.slice(0, maxEcho).join("")}…` : characters.join("");
}

/** A sentence's words before and after the query, which the page puts around its `<bdi>`. */
const queryMark = "\u0000";
function aroundQuery(sentence: string): [string, string] {
  const at = sentence.indexOf(queryMark);
  return [sentence.slice(0, at), sentence.slice(at + queryMark.length)];
}
