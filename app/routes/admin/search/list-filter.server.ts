import { foldedWords, foldText, matchesFolded } from "~/domain/search-fold";
import { getT } from "~/lib/i18n.server";
import { parseSearchQuery } from "~/services/search.server";
import { queryParam } from "./search-form";

/** A tab's `?q=`: absent or empty (the whole list), refused (a localized message, 400), or the words to keep rows by. */
export type ListQuery = { q: ""; words: null; error: null } | { q: string; words: string[]; error: null } | { q: string; words: null; error: string };

export function listQueryOf(url: URL, context: Parameters<typeof getT>[0]): ListQuery {
  const raw = url.searchParams.get(queryParam) ?? "";
  const parsed = parseSearchQuery(raw);
  if (parsed.ok) return { q: raw, words: foldedWords(parsed.q), error: null };
  if (parsed.reason === "empty") return { q: "", words: null, error: null };
  const t = getT(context);
  return { q: raw, words: null, error: parsed.reason === "too-long" ? t("search.tooLong") : t("search.nothingSearchable") };
}

/** The rows whose texts hold every query word (§15 folding); all of them when nothing was searched. */
export function filterRows<T>(rows: readonly T[], words: readonly string[] | null, texts: (row: T) => Array<string | null | undefined>): T[] {
  if (!words) return [...rows];
  return rows.filter((row) => matchesFolded(foldText(texts(row).filter(Boolean).join("\n")), words));
}
