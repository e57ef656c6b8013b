import { matchingIds, type IndexedKind } from "#db/models/search-index.server";
import { db } from "#db/database.server";
import { foldText, matchesFolded, queryWords } from "~/domain/search-fold";
import { getT } from "~/lib/i18n.server";
import { parseSearchQuery, searchTerms } from "~/services/search.server";
import { queryParam } from "./search-form";

type Context = Parameters<typeof getT>[0];

/** A tab's `?q=`: absent or empty (the whole list), refused (a localized message, 400), or the words to keep rows by. */
export type ListQuery = { q: ""; words: null; error: null } | { q: string; words: string[]; error: null } | { q: string; words: null; error: string };

export function listQueryOf(url: URL, context: Context): ListQuery {
  const raw = url.searchParams.get(queryParam) ?? "";
  const parsed = parseSearchQuery(raw);
  if (parsed.ok) return { q: raw, words: queryWords(parsed.q), error: null };
  if (parsed.reason === "empty") return { q: "", words: null, error: null };
  const t = getT(context);
  return { q: raw, words: null, error: parsed.reason === "too-long" ? t("search.tooLong") : t("search.nothingSearchable") };
}

/**
 * A tab's `?q=` answered by the search index (docs/decisions/0041-search-index.md), the engine of
 * the dashboard search and of every list it covers: the ids of the records of `kinds` that match,
 * `null` when nothing was searched (or the query was refused: `error` says why).
 */
export async function indexedQueryOf(url: URL, context: Context, kinds: readonly IndexedKind[]) {
  const query = listQueryOf(url, context);
  const matches = query.words ? await matchingIds(db, kinds, await searchTerms(db, query.q)) : null;
  return { q: query.q, error: query.error, matches };
}

/**
 * The rows whose texts hold every query word (the index's folding, in memory); all of them when
 * nothing was searched. For the activity log only, which the index does not hold: it searches the
 * newest entries its filters leave.
 */
export function filterRows<T>(rows: readonly T[], words: readonly string[] | null, texts: (row: T) => Array<string | null | undefined>): T[] {
  if (!words) return [...rows];
  return rows.filter((row) => matchesFolded(foldText(texts(row).filter(Boolean).join("\n")), words));
}
