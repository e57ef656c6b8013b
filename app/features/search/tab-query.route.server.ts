import { matchingIds, type IndexedKind, type SearchFilter } from "#db/models/search-index.server";
import { db } from "#db/database.server";
import { getT } from "~/lib/i18n.server";
import { parseSearchQuery, searchTerms } from "./search.service.server";
import { queryParam } from "./search-form.view";

/*
 * A dashboard tab's `?q=` (docs/decisions/0041-search-index.md): every list answers it from the search
 * index, the one engine of the dashboard search, the API's lists and the public FAQ search.
 */

type Context = Parameters<typeof getT>[0];

/** A tab's `?q=`: absent or empty (the whole list), refused (a localized message, 400), or the terms to keep rows by. */
export type TabQuery = { q: string; error: string | null; search: SearchFilter | null };

export async function tabQueryOf(url: URL, context: Context): Promise<TabQuery> {
  const raw = url.searchParams.get(queryParam) ?? "";
  const parsed = parseSearchQuery(raw);
  if (parsed.ok) return { q: raw, error: null, search: await searchTerms(db, parsed.q) };
  if (parsed.reason === "empty") return { q: "", error: null, search: null };
  const t = getT(context);
  return { q: raw, error: parsed.reason === "too-long" ? t("search.tooLong") : t("search.nothingSearchable"), search: null };
}

/** For a list that reads all its rows anyway (the FAQ, media and newsletter tabs): the ids of the records of `kinds` that match, `null` when nothing was searched. */
export async function indexedQueryOf(url: URL, context: Context, kinds: readonly IndexedKind[]) {
  const { search, ...query } = await tabQueryOf(url, context);
  return { ...query, matches: search ? await matchingIds(db, kinds, search) : null };
}
