import {
  countMatches,
  type Db,
  indexedText,
  listMatches,
  type MatchPlan,
  matchingSiteFaqKeys,
  matchPlan,
  pagesByKind,
  queryTerms,
  readSearchRecords,
  rebuildSearchIndex,
  refreshSearchIndex,
  type SearchFilter,
  type SearchRecord,
  type SearchSource,
  type SearchVocabulary,
} from "#db/models/search-index.server";
import type { Locale } from "~/config/site";
import { foldedWords, highlightRanges } from "~/domain/search-fold";
import { mayReach, type RoleHolder } from "~/domain/roles";
import { type SearchKind, searchKinds } from "~/domain/search-kinds";
import { entityNamed, searched } from "~/entities/registry";
import { i18nOf } from "~/lib/i18n.server";

import { suggestQuery } from "./search-suggest.service.server";
/*
 * Search across the dashboard (docs/decisions/0041-search-index.md): one query, the
 * kinds a role may read, results by kind then newest first, each with its title, a snippet of the
 * matched field (as stored: the UI highlights it with highlightRanges) and its dashboard link.
 */

export { searchKinds, type SearchKind };
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  snippet: string;
  url: string;
}
export interface SearchResult {
  items: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<SearchKind, number>;
  /** When nothing was found: the query with its unknown words replaced by the site's nearest ones (search-suggest.server.ts). */
  suggestion?: string;
}
export type SearchQuery = { ok: true; q: string } | { ok: false; reason: "empty" | "too-long" | "nothing-searchable" };

/** The longest query, in UTF-16 units after trimming. */
export const maxQueryLength = 200;
export const defaultPageSize = 20;
export const maxPageSize = 100;

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === "string" && (searchKinds as readonly string[]).includes(value);
}

/** A query as typed: trimmed; refused when empty, over 200 characters, or when folding leaves no word (only marks, spaces, punctuation). */
export function parseSearchQuery(raw: unknown): SearchQuery {
  const q = typeof raw === "string" ? raw.trim() : "";
  if (q === "") return { ok: false, reason: "empty" };
  if (q.length > maxQueryLength) return { ok: false, reason: "too-long" };
  if (foldedWords(q).length === 0) return { ok: false, reason: "nothing-searchable" };
  return { ok: true, q };
}

/**
 * The API route that reads each kind, its descriptor's collection (app/entities): a role sees a kind
 * in search only when it may reach that route (app/domain/roles.ts).
 */
const routeOfKind = Object.fromEntries(searched.map((entity) => [entity.name, entity.api.collection])) as Record<SearchKind, string>;

/** The kinds `user` may search: an editor never sees contact messages or newsletter subscribers. */
export function searchKindsFor(user: RoleHolder): SearchKind[] {
  return searchKinds.filter((kind) => mayReach(user, routeOfKind[kind]));
}

/** The activity actions' names in both languages, as the log's filter shows them (app/locales: admin.activity.actions.*). */
const vocabulary: SearchVocabulary = {
  actionNames(action) {
    const key = `admin.activity.actions.${action}`;
    return (["ar", "en"] as const).map((locale) => String(i18nOf(locale).t(key as never))).filter((name) => name !== key);
  },
};

/** Folds what is queued into the index (every search does this first). */
export function refreshIndex(db: Db) {
  return refreshSearchIndex(db, vocabulary);
}

/** `npm run search:reindex`: every record folded again; how many are indexed. */
export function rebuildIndex(db: Db) {
  return rebuildSearchIndex(db, vocabulary);
}

/**
 * The terms a list filters by (`?q=` on every dashboard list and the API's), with the index brought
 * up to the rows first: pass them to the model's list as `search`.
 */
export async function searchTerms(db: Db, q: string): Promise<SearchFilter> {
  await refreshIndex(db);
  const terms = queryTerms(q);
  return { terms, plan: await matchPlan(db, terms) };
}

/** The keys of the FAQ items whose entry, as the contact page shows it in `locale`, holds every word of `q` (a query `parseSearchQuery` accepted). */
export async function searchSiteFaq(db: Db, q: string, locale: Locale) {
  await refreshIndex(db);
  return matchingSiteFaqKeys(db, locale, queryTerms(q));
}

/** What `?q=` on a list asks: no filter (absent or blank), a search, or a refusal (for a 400 or the tab's message). */
export function listSearchOf(params: URLSearchParams): { ok: true; q?: string } | { ok: false; reason: "too-long" | "nothing-searchable" } {
  const query = parseSearchQuery(params.get("q"));
  if (query.ok) return query;
  return query.reason === "empty" ? { ok: true } : { ok: false, reason: query.reason };
}

/** The message key of each refusal (app/locales: api.*). */
export const searchRefusalKeys = { empty: "api.searchEmpty", "too-long": "api.searchTooLong", "nothing-searchable": "api.searchNothing" } as const;

/** The same refusals worded for a dashboard tab's search field (app/locales: admin.searchFilter.*). */
export const tabSearchRefusalKeys = {
  "too-long": "admin.searchFilter.tooLong",
  "nothing-searchable": "admin.searchFilter.nothingSearchable",
} as const;

const snippetLength = 160;
/** How much of the text before the first match a snippet keeps. */
const snippetLead = 50;

/** A window of about 160 characters of `text` around its first match (the whole text when short), on one line. */
export function snippetOf(text: string, q: string) {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= snippetLength) return line;
  const first = highlightRanges(line, q)[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(first - snippetLead, line.length - snippetLength));
  let end = Math.min(line.length, start + snippetLength);
  // Never half of a surrogate pair.
  if (start > 0 && /[\uDC00-\uDFFF]/.test(line[start])) start -= 1;
  if (end < line.length && /[\uD800-\uDBFF]/.test(line[end - 1])) end += 1;
  return `${start > 0 ? "…" : ""}${line.slice(start, end)}${end < line.length ? "…" : ""}`;
}

/** The fields a snippet looks at, the page's language first. */
function inLocaleOrder(fields: SearchRecord["fields"], locale: "ar" | "en") {
  const other = locale === "ar" ? /En$/ : /Ar$/;
  return [...fields.filter((field) => !other.test(field.name)), ...fields.filter((field) => other.test(field.name))];
}

const localeField = (record: SearchRecord, locale: "ar" | "en", stem: "value" | "alt" | "title") => {
  const field = (name: string) => record.fields.find((candidate) => candidate.name === name)?.text.trim() ?? "";
  const [mine, other] = locale === "ar" ? [`${stem}Ar`, `${stem}En`] : [`${stem}En`, `${stem}Ar`];
  return field(mine) || field(other);
};

/**
 * The field a snippet is cut from: the first holding every query word (as the index matches: after
 * the article too), else the first holding one, else the first.
 */
function matchedField(fields: SearchRecord["fields"], q: string) {
  const terms = queryTerms(q);
  const found = fields.map((field) => {
    const text = indexedText([field.text]);
    return terms.filter((term) => text.includes(` ${term}`)).length;
  });
  const all = found.indexOf(terms.length);
  if (all >= 0) return fields[all];
  const some = found.findIndex((count) => count > 0);
  return fields[some >= 0 ? some : 0];
}

function shortLine(text: string, length = 120) {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
}

/** Where a hit of `kind` opens in the dashboard: its descriptor's `search.link` (app/entities, docs/decisions/0058-entities-as-data.md). */
function hitLink(kind: SearchKind, id: number, q: string) {
  return entityNamed(kind).search.link.replaceAll("{id}", String(id)).replaceAll("{q}", encodeURIComponent(q));
}

function toHit(record: SearchRecord, q: string, locale: "ar" | "en"): SearchHit {
  const fields = inLocaleOrder(record.fields, locale).filter((field) => field.text.trim() !== "");
  const matched = matchedField(fields, q);
  const snippet = matched ? snippetOf(matched.text, q) : "";
  const text = (name: string) => record.fields.find((field) => field.name === name)?.text ?? "";
  const id = record.ref;
  switch (record.kind) {
    case "content":
      return { kind: "content", id: String(id), title: text("key"), snippet, url: hitLink("content", id, q) };
    case "faq":
      return {
        kind: "faq",
        id: String(id),
        title: shortLine(localeField(record, locale, "value")) || text("key"),
        snippet,
        url: hitLink("faq", id, q),
      };
    case "message":
      return {
        kind: "message",
        id: String(id),
        title: shortLine(text("subject")) || text("fullName"),
        snippet,
        url: hitLink("message", id, q),
      };
    case "team":
      return { kind: "team", id: String(id), title: text("name"), snippet, url: hitLink("team", id, q) };
    case "media":
      return {
        kind: "media",
        id: String(id),
        title: shortLine(localeField(record, locale, "alt")) || text("fileName") || text("file"),
        snippet,
        url: hitLink("media", id, q),
      };
    case "subscriber":
      return {
        kind: "subscriber",
        id: String(id),
        title: text("email"),
        snippet,
        url: hitLink("subscriber", id, q),
      };
    case "page":
      return {
        kind: "page",
        id: String(id),
        title: shortLine(localeField(record, locale, "title")) || text("slug"),
        snippet,
        url: hitLink("page", id, q),
      };
    case "activity":
      throw new Error("the activity log is searched from its tab, not the dashboard search");
  }
}

/**
 * A page read one kind at a time (their counts known; `pagesByKind`): each kind's matches are read newest
 * first along its (kind, sortAt) index and the walk stops at the page's end, where one query over
 * every kind would sort all of its matches (100,000 for a common word).
 */
async function pageByKind(
  db: Db,
  kinds: readonly SearchKind[],
  counts: Record<SearchKind, number>,
  terms: readonly string[],
  plan: MatchPlan,
  offset: number,
  limit: number,
) {
  const page: Awaited<ReturnType<typeof listMatches>> = [];
  let start = 0;
  for (const kind of kinds) {
    const count = counts[kind];
    const from = Math.max(0, offset + page.length - start);
    if (page.length < limit && count > from)
      page.push(...(await listMatches(db, [kind], terms, { limit: limit - page.length, offset: from, found: count }, plan)));
    start += count;
  }
  return page;
}

/**
 * One page of the records of `kinds` that match `q` (a query `parseSearchQuery` accepted), ordered
 * by kind as in `searchKinds`, then newest first; `counts` per kind asked (0 for the others), `total`
 * their sum. Pass only the kinds the user may read (`searchKindsFor`).
 */
export async function searchAll(
  db: Db,
  input: { q: string; kinds: readonly SearchKind[]; page: number; pageSize?: number; locale: "ar" | "en" },
): Promise<SearchResult> {
  const pageSize = Math.min(Math.max(Math.trunc(input.pageSize ?? defaultPageSize) || defaultPageSize, 1), maxPageSize);
  const page = Math.max(1, Math.trunc(input.page) || 1);
  const kinds = searchKinds.filter((kind) => input.kinds.includes(kind));
  const counts = Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  const { terms, plan } = await searchTerms(db, input.q);
  if (kinds.length === 0 || terms.length === 0) return { items: [], total: 0, page, pageSize, counts };

  const offset = (page - 1) * pageSize;
  const matchCounts = await countMatches(db, kinds, terms, plan);
  for (const kind of kinds) counts[kind] = matchCounts.get(kind) ?? 0;
  const total = kinds.reduce((sum, kind) => sum + counts[kind], 0);
  if (total === 0) {
    const suggestion = await suggestQuery(db, input.q);
    return { items: [], total, page, pageSize, counts, ...(suggestion && { suggestion }) };
  }
  const matches = pagesByKind(db, plan)
    ? await pageByKind(db, kinds, counts, terms, plan, offset, pageSize)
    : await listMatches(db, kinds, terms, { limit: pageSize, offset }, plan);

  const records = new Map<string, SearchRecord>();
  const sources = [...new Set(matches.map((match) => match.source))];
  for (const source of sources) {
    const refs = matches.filter((match) => match.source === source).map((match) => match.ref);
    for (const record of await readSearchRecords(db, source as SearchSource, refs)) records.set(`${source}:${record.ref}`, record);
  }
  const items = matches.flatMap((match) => {
    const record = records.get(`${match.source}:${match.ref}`);
    return record ? [toHit(record, input.q, input.locale)] : [];
  });
  return { items, total, page, pageSize, counts };
}
