import { type Kysely, type RawBuilder, sql, SqliteAdapter, type Transaction } from "kysely";
import { faqRecords } from "~/domain/faq-records";
import { foldText, queryWords, withoutArticle } from "~/domain/search-fold";
import { extOfMime } from "~/domain/media-url";
import { type PageLanguage, parseBlocks, type StoredBlock } from "~/domain/page-words";
import { searched, type SearchedName } from "~/entities/registry";
import type { Database } from "../schema";

/*
 * The search index (docs/decisions/0041-search-index.md). Row triggers queue every written record in
 * `search_pending`, inside the writing transaction, whoever writes; `refreshSearchIndex` folds what
 * is queued (app/domain/search-fold.ts, the one folding) into `search_index` under a lock, and every
 * search runs it first, so a search never reads an index behind the rows. `folded` holds each field
 * folded with every character that is neither a letter, digit, mark nor space set between spaces,
 * so "a query word starts a word" (docs/decisions/0041-search-index.md) is "the text holds a space and the word":
 * SQLite finds that through an FTS5 table of the words (`search_words`, a prefix query per word), PostgreSQL
 * through its own `search_words` table of each record's distinct words, which the refresh writes with the
 * index (a B-tree range per word; migration 2026-11-29T0600-search-words-postgres).
 */

export type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

/**
 * Where a record comes from: the table its triggers queue it under, each searched entity's
 * (app/entities, docs/decisions/0058-entities-as-data.md) and the activity log's.
 */
type EntitySource = (typeof searched)[number]["search"]["source"];
export const searchSources = [...new Set<EntitySource>(searched.map((entity) => entity.search.source)), "activity"] as const;
export type SearchSource = EntitySource | "activity";

/** The table of each source. */
const tableOfSource = {
  ...(Object.fromEntries(searched.map((entity) => [entity.search.source, entity.table])) as Record<EntitySource, (typeof searched)[number]["table"]>),
  activity: "activity",
} as const;

/** What the search kinds (app/features/search/search.service.server.ts) are made of: FAQ entries are content items of page faq. */
export const sourceOfKind = {
  ...(Object.fromEntries(searched.map((entity) => [entity.name, entity.search.source])) as { [Kind in SearchedName]: EntitySource }),
  activity: "activity",
} as const;
export type IndexedKind = keyof typeof sourceOfKind;

/** One indexed field of a record, as stored (not folded): snippets are cut from it. */
export interface SearchField {
  name: string;
  text: string;
}

/** A record as the index reads it: its kind, its fields in the order a snippet prefers them, and its time. */
export interface SearchRecord {
  source: SearchSource;
  ref: number;
  kind: IndexedKind;
  fields: SearchField[];
  sortAt: string;
  /** The content item's page (content and FAQ), the subscriber's status…: what a link to it needs. */
  page?: string;
  /** An FAQ entry as the contact page shows it, per language (`siteAr`, `siteEn`): its published question and answer. */
  site?: { ar: string[]; en: string[] };
}

/**
 * What the index reads that is not in the rows: the names the dashboard gives the activity log's
 * actions, in both languages (app/locales), so «تسجيل الدخول» and "Signed in" find `auth.login`.
 */
export interface SearchVocabulary {
  actionNames(action: string): string[];
}

const letters = /[\p{L}\p{N}\p{M}]+/gu;
const notWord = /[^\p{L}\p{N}\p{M}\s]/gu;

/** Folded text with every character that is not a letter, digit, mark or space set apart by spaces: a word starts after a space. */
export function spacedForm(folded: string) {
  return folded.replace(notWord, " $& ").replace(/\s+/g, " ").trim();
}

/** What `search_index.folded` holds for these fields: each folded and spaced, ` | ` between them, then the article-less words; a space at each end. */
export function indexedText(fields: readonly string[]) {
  const parts: string[] = [];
  const extra = new Set<string>();
  for (const field of fields) {
    const folded = foldText(field);
    if (folded === "") continue;
    parts.push(spacedForm(folded));
    for (const word of folded.match(letters) ?? []) for (const form of withoutArticle(word)) extra.add(form);
  }
  return ` ${[...parts, ...extra].join(" | ")} `;
}

/** The distinct folded words of a query, spaced as the index is: each must appear after a space. */
export function queryTerms(query: string) {
  return [...new Set(queryWords(query).map(spacedForm))];
}

function isSqlite(executor: Executor) {
  return executor.getExecutor().adapter instanceof SqliteAdapter;
}

/** LIKE's own characters (PostgreSQL escapes with a backslash by default). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Kept for the lists' `SearchFilter`: every search reads the index ("index"); a scan is no longer chosen. */
export type MatchPlan = "index" | "scan";

/** The plan for these terms: always the index (SQLite's word index answers a common word as fast as a rare one). */
export async function matchPlan(_executor: Executor, _terms: readonly string[]): Promise<MatchPlan> {
  return "index";
}

/**
 * Whether a page of results is read kind by kind (`searchAll`, counts known), each kind newest first
 * along its (kind, sortAt) index and stopping at the page's end: one query over every kind would sort
 * all of a common word's matches (27 ms for 100,000 on PostgreSQL, against 0.5 ms; `npm run bench`).
 */
export function pagesByKind(_executor: Executor, _plan: MatchPlan) {
  return true;
}

const wordRun = /[\p{L}\p{N}\p{M}]+/gu;
const onlyWord = /^[\p{L}\p{N}\p{M}]+$/u;

/**
 * SQLite: the FTS5 query "every term starts a word" over `search_words` (migration
 * 2026-11-29T0500-one-search-engine: unicode61 words of letters, digits and marks, the text already
 * folded), with the record's kind when one is asked. A term of one word is a prefix query and exact; a
 * term with punctuation (`home . hero`, `ali @ example . com`) is the phrase of its words, the last a
 * prefix, which `exactTerms` then checks against the text.
 */
function wordQuery(terms: readonly string[], kind?: string) {
  const phrases = terms.map((term) => `folded : "${(term.match(wordRun) ?? []).join(" ").replaceAll('"', '""')}" *`);
  return [...(kind ? [`kind : "${kind}"`] : []), ...phrases].join(" AND ");
}

/** The terms the word index finds only roughly (they hold punctuation): checked against the text. */
function exactTerms(terms: readonly string[]) {
  return terms.filter((term) => !onlyWord.test(term));
}

/** "Every term starts a word of this column", read row by row: `instr` on SQLite, `LIKE` on PostgreSQL (which its trigram index may answer). */
function holdsTerms(executor: Executor, column: "folded" | "siteAr" | "siteEn", terms: readonly string[]): RawBuilder<boolean> {
  const text = sql.ref(`search_index.${column}`);
  const each = isSqlite(executor)
    ? terms.map((term) => sql`instr(${text}, ${` ${term}`}) > 0`)
    : terms.map((term) => sql`${text} like ${`% ${likeLiteral(term)}%`}`);
  return sql<boolean>`(${sql.join(each, sql` and `)})`;
}

/**
 * What marks a first letter in PostgreSQL's `search_words`: a record's word starting with `s` is also
 * the row `s` + U+0001, once per record, so a one-letter query («s», «م») is one key, its rows unique,
 * instead of a range over every word starting so (122,000 rows for `s` made distinct: 190 ms under load,
 * EXPLAIN ANALYZE). Never a letter, so never in a longer prefix's range.
 */
const firstLetter = "\u0001";

/** The rows of a record's folded text in PostgreSQL's `search_words`: its distinct words (the words FTS5 splits on SQLite), and their first letters marked. */
export function recordWords(folded: string) {
  const words = new Set(folded.match(letters) ?? []);
  return [...words, ...new Set([...words].map((word) => `${String.fromCodePoint(word.codePointAt(0) ?? 0)}${firstLetter}`))];
}

/** One word a PostgreSQL match needs: whole, or (a term's last word) as a prefix. */
interface WordSet {
  word: string;
  prefix: boolean;
  /** A whole word's rows, counted up to `fewRows` (`narrowed`): how rare it is. */
  rows?: number;
}

/** A whole word with fewer rows than this leads a match and the others are probed for each of its rows. */
const fewRows = 1000;

/** The words of the terms, each once: a term's last word is a prefix, its others whole (`home` in `home . hero`). */
function wordSets(terms: readonly string[]): WordSet[] {
  const sets = new Map<string, WordSet>();
  for (const term of terms) {
    const parts = term.match(wordRun) ?? [];
    parts.forEach((word, index) => {
      const prefix = index === parts.length - 1;
      // A one-letter prefix is its marked first-letter row (`firstLetter`).
      if (prefix && [...word].length === 1) sets.set(`=${word}${firstLetter}`, { word: `${word}${firstLetter}`, prefix: false });
      else sets.set(`${prefix ? "^" : "="}${word}`, { word, prefix });
    });
  }
  return [...sets.values()];
}

const wordCondition = (alias: string, set: WordSet) =>
  set.prefix
    ? sql<boolean>`${sql.ref(`${alias}.word`)} like ${`${likeLiteral(set.word)}%`}`
    : sql<boolean>`${sql.ref(`${alias}.word`)} = ${set.word}`;

/**
 * PostgreSQL: the (kind, id) of the `search_index` rows holding every term, read from `search_words`
 * alone (index-only scans of its (word, kind, id) B-tree, never a row of text). A prefix is a range in
 * the C collation (`word like 'rew%'`), a whole word one key; the first word's rows are the candidates,
 * each other word a semi-join on (kind, id), which a whole word's rows, sorted by (kind, id) under their
 * key, answer by merging. A prefix's rows hold a record once for each of its words starting so: made
 * distinct when it leads. A term with punctuation is found only roughly this way: `exactTerms` are then
 * checked against the text of these candidates alone.
 */
function wordMatches(sets: readonly WordSet[], kinds?: readonly IndexedKind[]) {
  const ordered = [...sets].sort((a, b) => Number(a.prefix) - Number(b.prefix) || (a.rows ?? fewRows) - (b.rows ?? fewRows));
  const [first, ...others] = ordered;
  const inKinds = kinds ? sql` and w0.kind in (${sql.join(kinds)})` : sql``;
  // A rare first word (an email's name): each other word probed once per row, through `lateral … limit 1`,
  // which no estimate turns into a merge over the 100,000 rows of `example` (the planner guessed 3,821 rows
  // for a word of one: 150 ms, against a few probes); a prefix many words start with (`com`: com, company…)
  // is probed among the record's own words (its `id` index) instead of hashing its whole range.
  const probe = !first.prefix && first.rows !== undefined && first.rows < fewRows;
  const joins: RawBuilder<unknown>[] = [];
  const also = others.flatMap((set, index) => {
    const alias = `w${index + 1}`;
    const same = sql`${sql.ref(`${alias}.kind`)} = w0.kind and ${sql.ref(`${alias}.id`)} = w0.id and ${wordCondition(alias, set)}`;
    if (probe) {
      joins.push(sql` cross join lateral (select 1 from search_words as ${sql.id(alias)} where ${same} limit 1) as ${sql.id(`${alias}p`)}`);
      return [];
    }
    return [sql` and exists (select 1 from search_words as ${sql.id(alias)} where ${same})`];
  });
  return sql`select ${first.prefix ? sql`distinct ` : sql``}w0.kind, w0.id from search_words as w0${sql.join(joins, sql``)} where ${wordCondition("w0", first)}${inKinds}${sql.join(also, sql``)}`;
}

/** PostgreSQL: "every term starts a word of `text`", read from the text itself (`LIKE '% word%'`). */
function likesAll(text: RawBuilder<unknown>, terms: readonly string[]) {
  return sql<boolean>`(${sql.join(
    terms.map((term) => sql`${text} like ${`% ${likeLiteral(term)}%`}`),
    sql` and `,
  )})`;
}

/**
 * PostgreSQL: the `search_index` rows (id, source, ref, kind, sortAt) matching every term: the word
 * table's candidates, and when a term holds punctuation, those candidates' own text checked for it behind
 * `offset 0`, so that the planner, misjudging how rare the text's match is, never reads every record's
 * text instead (an email: 1.4 s by a scan, EXPLAIN ANALYZE); each candidate's row is read by its id
 * (`lateral … limit 1`), where a guess of thousands of candidates for one chose a scan of the index (85 ms).
 */
function indexedMatches(sets: readonly WordSet[], terms: readonly string[], kinds?: readonly IndexedKind[]) {
  const exact = exactTerms(terms);
  const candidates = sql`select si.id, si.source, si.ref, si.kind, si."sortAt", si.folded from (${wordMatches(sets, kinds)}) as m cross join lateral (select * from search_index where search_index.id = m.id limit 1) as si`;
  const checked = exact.length === 0 ? sql`true` : likesAll(sql.ref("c.folded"), exact);
  return sql`select c.id, c.source, c.ref, c.kind, c."sortAt" from (${candidates}${exact.length === 0 ? sql`` : sql` offset 0`}) as c where ${checked}`;
}

/**
 * The word sets with each prefix that only one indexed word starts with made that whole word (its first
 * and last word in the index are the same: two probes), so its rows need no `distinct` and can be merged,
 * and, when there are several, each whole word's rows counted up to `fewRows`, the rarest leading;
 * null when a prefix starts no word (nothing matches). `rewards` is one word: 47,000 rows counted in place
 * rather than hashed.
 */
async function narrowed(executor: Executor, sets: readonly WordSet[]): Promise<WordSet[] | null> {
  const result: WordSet[] = [];
  const counted = async (set: WordSet): Promise<WordSet> => {
    if (sets.length === 1) return set;
    const { rows } = await sql<{
      rows: number;
    }>`select count(*) as rows from (select 1 from search_words where word = ${set.word} limit ${fewRows}) as found`.execute(executor);
    return { ...set, rows: Number(rows[0]?.rows ?? 0) };
  };
  for (const set of sets) {
    if (!set.prefix) {
      result.push(await counted(set));
      continue;
    }
    const { rows } = await sql<{
      first: string | null;
      last: string | null;
    }>`select min(word) as first, max(word) as last from search_words as w0 where ${wordCondition("w0", set)}`.execute(executor);
    const [{ first, last }] = rows;
    if (first === null) return null;
    result.push(first === last ? await counted({ word: first, prefix: false }) : set);
  }
  return result;
}

/** The condition "every term starts a word of the record", on `search_index` (of `kind` only, when given: SQLite asks its word index for that kind's matches alone). */
export function matchesTerms(executor: Executor, terms: readonly string[], _plan: MatchPlan = "index", kind?: string): RawBuilder<boolean> {
  if (terms.length === 0) return sql<boolean>`1 = 0`;
  const exact = exactTerms(terms);
  if (!isSqlite(executor))
    return sql<boolean>`search_index.id in (select id from (${indexedMatches(wordSets(terms), terms, kind ? [kind as IndexedKind] : undefined)}) as found)`;
  const found = sql<boolean>`search_index.id in (select rowid from search_words where search_words match ${wordQuery(terms, kind)})`;
  return exact.length === 0 ? found : sql<boolean>`(${found} and ${holdsTerms(executor, "folded", exact)})`;
}

/**
 * The keys of the FAQ items whose entry, as the contact page shows it in `locale` (published question
 * and answer, never a draft or a key), holds every term: the public FAQ search. The FAQ is a few dozen
 * rows of the index, read along its kind index.
 */
export async function matchingSiteFaqKeys(executor: Executor, locale: "ar" | "en", terms: readonly string[]): Promise<ReadonlySet<string>> {
  if (terms.length === 0) return new Set();
  const rows = await executor
    .selectFrom("search_index")
    .innerJoin("content_items", "content_items.id", "search_index.ref")
    .select("content_items.key")
    .where("search_index.kind", "=", "faq")
    .where("search_index.source", "=", "content")
    .where(holdsTerms(executor, locale === "ar" ? "siteAr" : "siteEn", terms))
    .execute();
  return new Set(rows.map((row) => row.key));
}

/** The kinds asked: by their index, or (a scan) read from each row, so the planner never walks the kind index for every row. */
function ofKinds(kinds: readonly IndexedKind[], plan: MatchPlan) {
  return plan === "scan" ? sql<boolean>`+search_index.kind in (${sql.join(kinds)})` : sql<boolean>`search_index.kind in (${sql.join(kinds)})`;
}

/** A list's search (`?q=` on the content and messages lists): its terms and how SQLite finds them. */
export interface SearchFilter {
  terms: readonly string[];
  plan: MatchPlan;
}

/**
 * The ids (`ref`) of the records of these kinds that match: a subquery for a list's `where id in (…)`.
 * It names their source too, so PostgreSQL can probe (source, ref) row by row while walking the list's
 * own newest-first index and stop at the page's end: the messages tab's first page for a word in all
 * 100,000 messages takes 0.1 ms that way, against 48 ms joining every match (EXPLAIN ANALYZE).
 */
export function matchingRefs(executor: Executor, kinds: readonly IndexedKind[], search: SearchFilter) {
  if (kinds.length === 0)
    return executor
      .selectFrom("search_index")
      .select("search_index.ref")
      .where(sql<boolean>`1 = 0`);
  return executor
    .selectFrom("search_index")
    .select("search_index.ref")
    .where("search_index.source", "in", [...new Set(kinds.map((kind) => sourceOfKind[kind]))])
    .where(ofKinds(kinds, search.plan))
    .where(matchesTerms(executor, search.terms, search.plan, kinds.length === 1 ? kinds[0] : undefined));
}

/** The ids of the records of these kinds that match, for a list that reads all its rows anyway (the FAQ, media and newsletter tabs). */
export async function matchingIds(executor: Executor, kinds: readonly IndexedKind[], search: SearchFilter): Promise<ReadonlySet<number>> {
  const rows = await matchingRefs(executor, kinds, search).execute();
  return new Set(rows.map((row) => Number(row.ref)));
}

const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a);

/** Every word a campaign page's blocks hold in `language` (titles, texts, button labels, cards…), one line each: what its search finds. */
function blockWords(blocks: readonly StoredBlock[], language: PageLanguage) {
  const words: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") {
      if (value.trim()) words.push(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const block of blocks) if (!block.only || block.only === language) collect(block.text?.[language]);
  return words.join("\n");
}

/** Reads the records of one source, as the index and the snippets see them; a missing ref is a deleted record. */
export async function readSearchRecords(
  executor: Executor,
  source: SearchSource,
  refs: readonly number[],
  vocabulary?: SearchVocabulary,
): Promise<SearchRecord[]> {
  if (refs.length === 0) return [];
  const ids = [...refs];
  switch (source) {
    case "content": {
      const rows = await executor
        .selectFrom("content_items")
        .leftJoin("content_drafts", "content_drafts.contentItemId", "content_items.id")
        .select([
          "content_items.id",
          "content_items.key",
          "content_items.page",
          "content_items.valueAr",
          "content_items.valueEn",
          "content_items.description",
          "content_items.updatedAt",
          "content_drafts.valueAr as draftAr",
          "content_drafts.valueEn as draftEn",
          "content_drafts.updatedAt as draftAt",
        ])
        .where("content_items.id", "in", ids)
        .execute();
      const site = rows.some((row) => row.page === "faq") ? await siteFaqTexts(executor) : new Map<number, SearchRecord["site"]>();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: row.page === "faq" ? "faq" : "content",
        page: row.page,
        site: site.get(row.id),
        sortAt: later(row.updatedAt, row.draftAt),
        fields: [
          { name: "valueAr", text: row.valueAr },
          { name: "valueEn", text: row.valueEn },
          { name: "key", text: row.key },
          { name: "description", text: row.description },
          { name: "draftAr", text: row.draftAr ?? "" },
          { name: "draftEn", text: row.draftEn ?? "" },
        ],
      }));
    }
    case "message": {
      const rows = await executor
        .selectFrom("contact_messages")
        .select(["id", "fullName", "email", "subject", "message", "createdAt"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: "message",
        sortAt: row.createdAt,
        fields: [
          { name: "subject", text: row.subject },
          { name: "message", text: row.message },
          { name: "fullName", text: row.fullName },
          { name: "email", text: row.email },
        ],
      }));
    }
    case "team": {
      const rows = await executor
        .selectFrom("team_members")
        .select(["id", "name", "position", "bio", "nameEn", "positionEn", "bioEn", "email", "updatedAt"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: "team",
        sortAt: row.updatedAt,
        fields: [
          { name: "name", text: row.name },
          { name: "position", text: row.position },
          { name: "bio", text: row.bio },
          { name: "nameEn", text: row.nameEn },
          { name: "positionEn", text: row.positionEn },
          { name: "bioEn", text: row.bioEn },
          { name: "email", text: row.email },
        ],
      }));
    }
    case "media": {
      const rows = await executor
        .selectFrom("media")
        .select(["id", "hash", "mime", "altAr", "altEn", "fileName", "updatedAt"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: "media",
        sortAt: row.updatedAt,
        fields: [
          { name: "altAr", text: row.altAr },
          { name: "altEn", text: row.altEn },
          { name: "fileName", text: row.fileName },
          { name: "file", text: `${row.id}-${row.hash}.${extOfMime[row.mime] ?? "bin"}` },
        ],
      }));
    }
    case "subscriber": {
      const rows = await executor
        .selectFrom("newsletter_subscribers")
        .select(["id", "email", "createdAt", "status"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: "subscriber",
        sortAt: row.createdAt,
        page: row.status,
        fields: [{ name: "email", text: row.email }],
      }));
    }
    case "page": {
      const rows = await executor
        .selectFrom("pages")
        .select(["id", "slug", "titleAr", "titleEn", "descriptionAr", "descriptionEn", "blocks", "updatedAt"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => {
        const blocks = parseBlocks(row.blocks);
        return {
          source,
          ref: row.id,
          kind: "page",
          sortAt: row.updatedAt,
          fields: [
            { name: "titleAr", text: row.titleAr },
            { name: "titleEn", text: row.titleEn },
            { name: "descriptionAr", text: row.descriptionAr },
            { name: "descriptionEn", text: row.descriptionEn },
            { name: "slug", text: row.slug },
            { name: "blocksAr", text: blockWords(blocks, "ar") },
            { name: "blocksEn", text: blockWords(blocks, "en") },
          ],
        };
      });
    }
    case "activity": {
      const rows = await executor
        .selectFrom("activity")
        .select(["id", "at", "actorEmail", "action", "entity", "summary"])
        .where("id", "in", ids)
        .execute();
      return rows.map((row) => ({
        source,
        ref: row.id,
        kind: "activity",
        sortAt: String(row.at),
        fields: [
          { name: "actorEmail", text: row.actorEmail },
          { name: "action", text: row.action },
          ...(vocabulary?.actionNames(row.action) ?? []).map((text) => ({ name: "actionName", text })),
          { name: "summary", text: row.summary },
          { name: "entity", text: row.entity },
        ],
      }));
    }
  }
}

/**
 * What the contact page shows of each FAQ entry, per language, by the id of its question item: the
 * published question (its key when empty, as the page shows it) and answer; an item outside the
 * numbering (not a title, not an answer) is its own text. What no visitor sees (drafts, keys of
 * written items, descriptions) is left out, so the public search never tells of it.
 */
async function siteFaqTexts(executor: Executor) {
  const items = await executor
    .selectFrom("content_items")
    .select(["id", "key", "type", "valueAr", "valueEn"])
    .where("page", "=", "faq")
    .orderBy("id")
    .execute();
  const shown = (item: (typeof items)[number] | undefined, locale: "ar" | "en", orKey: boolean) => {
    const value = (locale === "ar" ? item?.valueAr : item?.valueEn)?.trim() ?? "";
    return value || (orKey && item ? item.key : "");
  };
  const texts = new Map<number, SearchRecord["site"]>();
  const { records, rest } = faqRecords(items);
  for (const { question, answer } of records) {
    texts.set(question.id, {
      ar: [shown(question, "ar", true), shown(answer, "ar", false)],
      en: [shown(question, "en", true), shown(answer, "en", false)],
    });
  }
  for (const item of rest) {
    if (item.type === "title" || /^faq\.answer\.\d+$/.test(item.key)) continue;
    texts.set(item.id, { ar: [shown(item, "ar", true)], en: [shown(item, "en", true)] });
  }
  return texts;
}

/** Queued records folded per transaction: a restore of 100,000 messages is folded in slices, each short. */
const refreshBatch = 1000;
/** The advisory lock that lets one refresh at a time fold on PostgreSQL (any fixed number; "search" in ASCII). */
const refreshLock = 0x736561726368;

/**
 * The content refs to fold: those queued, and every FAQ item with them, since an entry's public text
 * (`siteAr`, `siteEn`) joins its question and answer, two items, and a deleted answer leaves no key
 * to find its question by. An FAQ is a few dozen items.
 */
async function withFaqItems(trx: Transaction<Database>, refs: number[]) {
  const faq = await trx.selectFrom("content_items").select("id").where("page", "=", "faq").execute();
  return [...new Set([...refs, ...faq.map((row) => row.id)])];
}

/**
 * PostgreSQL: the words of the records just inserted into `search_index`, one row per distinct word
 * (deleted with their record by a trigger on `search_index`). Three arrays through `unnest`, one statement for
 * 500 records and their tens of thousands of words.
 */
async function insertWords(
  trx: Transaction<Database>,
  rows: ReadonlyArray<{ ref: number; kind: string; folded: string }>,
  inserted: ReadonlyArray<{ id: number; ref: number }>,
) {
  const idOf = new Map(inserted.map((row) => [Number(row.ref), Number(row.id)]));
  const words: string[] = [];
  const kinds: string[] = [];
  const ids: number[] = [];
  for (const row of rows) {
    const id = idOf.get(row.ref);
    if (id === undefined) continue;
    for (const word of recordWords(row.folded)) {
      words.push(word);
      kinds.push(row.kind);
      ids.push(id);
    }
  }
  if (words.length > 0)
    await sql`insert into search_words (word, kind, id) select * from unnest(${words}::text[], ${kinds}::text[], ${ids}::integer[])`.execute(trx);
}

async function refreshOnce(executor: Db, vocabulary: SearchVocabulary): Promise<boolean> {
  return executor.transaction().execute(async (trx) => {
    if (!isSqlite(executor)) await sql`select pg_advisory_xact_lock(${refreshLock})`.execute(trx);
    const pending = await trx.selectFrom("search_pending").select(["seq", "source", "ref"]).orderBy("seq").limit(refreshBatch).execute();
    if (pending.length === 0) return false;
    for (const source of searchSources) {
      const queued = [...new Set(pending.filter((row) => row.source === source).map((row) => Number(row.ref)))];
      if (queued.length === 0) continue;
      const refs = source === "content" ? await withFaqItems(trx, queued) : queued;
      const records = await readSearchRecords(trx, source, refs, vocabulary);
      await trx.deleteFrom("search_index").where("source", "=", source).where("ref", "in", refs).execute();
      const rows = records.map((record) => ({
        source,
        ref: record.ref,
        kind: record.kind,
        folded: indexedText(record.fields.map((field) => field.text)),
        sortAt: record.sortAt,
        siteAr: record.site ? indexedText(record.site.ar) : null,
        siteEn: record.site ? indexedText(record.site.en) : null,
      }));
      for (let start = 0; start < rows.length; start += 500) {
        const slice = rows.slice(start, start + 500);
        if (isSqlite(executor)) {
          await trx.insertInto("search_index").values(slice).execute();
          continue;
        }
        const inserted = await trx.insertInto("search_index").values(slice).returning(["id", "ref"]).execute();
        await insertWords(trx, slice, inserted);
      }
    }
    // Exactly the rows read: one queued by a transaction that commits meanwhile stays for the next round.
    await trx
      .deleteFrom("search_pending")
      .where(
        "seq",
        "in",
        pending.map((row) => row.seq),
      )
      .execute();
    return pending.length === refreshBatch;
  });
}

/**
 * Folds every queued record into the index; returns quickly when nothing is queued. Every search
 * calls it first. After folding more than one batch (a first start, a restore, a reindex), PostgreSQL
 * is told the index's new size at once (`analyze`): with the figures of an emptier table its planner
 * chooses plans for a few rows, until autovacuum gets to it up to a minute later. Outside a transaction
 * the word table is vacuumed as well, so its counts are index-only scans at once (a page not yet marked
 * all-visible sends each of its rows back to the table).
 */
export async function refreshSearchIndex(executor: Db, vocabulary: SearchVocabulary) {
  let batches = 0;
  for (;;) {
    const queued = await executor.selectFrom("search_pending").select("seq").limit(1).executeTakeFirst();
    if (!queued) break;
    batches += 1;
    if (!(await refreshOnce(executor, vocabulary))) break;
  }
  if (batches > 1 && !isSqlite(executor)) {
    await sql`analyze search_index`.execute(executor);
    await sql.raw(executor.isTransaction ? "analyze search_words" : "vacuum (analyze) search_words").execute(executor);
  }
}

/** `npm run search:reindex`: queues every record of every source again, then folds them; returns how many are indexed. */
export async function rebuildSearchIndex(executor: Db, vocabulary: SearchVocabulary) {
  await executor.transaction().execute(async (trx) => {
    // PostgreSQL's words go with their records; emptied at once rather than joined to every deleted record.
    if (!isSqlite(executor)) await sql`truncate search_words`.execute(trx);
    await trx.deleteFrom("search_index").execute();
    for (const source of searchSources) {
      await trx
        .insertInto("search_pending")
        .columns(["source", "ref"])
        .expression((eb) => eb.selectFrom(tableOfSource[source]).select([eb.val(source).as("source"), "id as ref"]))
        .execute();
    }
  });
  await refreshSearchIndex(executor, vocabulary);
  const row = await executor
    .selectFrom("search_index")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Per kind, how many records match. SQLite counts a query of plain words in its word index alone, kind by
 * kind (its doclists, never a row of text: 50,000 matches of a common word in a few milliseconds).
 */
export async function countMatches(executor: Db, kinds: readonly IndexedKind[], terms: readonly string[], plan: MatchPlan = "index") {
  if (kinds.length === 0) return new Map<string, number>();
  if (isSqlite(executor) && terms.length > 0 && exactTerms(terms).length === 0) {
    const count = async (kind?: IndexedKind) => {
      const query = sql<{ count: number }>`select count(*) as count from search_words where search_words match ${wordQuery(terms, kind)}`;
      const { rows } = await query.execute(executor);
      return Number(rows[0]?.count ?? 0);
    };
    // The messages, by far the largest kind, are what the other kinds leave of all the matches: a kind's
    // filter reads the list of that kind's every record, 100,000 for the messages.
    const withMessages = kinds.includes("message");
    const all = withMessages ? await count() : 0;
    const counts = new Map<string, number>();
    if (withMessages && all === 0) return counts;
    const others = withMessages ? (Object.keys(sourceOfKind) as IndexedKind[]).filter((kind) => kind !== "message") : kinds;
    for (const kind of others) {
      const found = await count(kind);
      if (found > 0) counts.set(kind, found);
    }
    if (withMessages) {
      const messages = all - [...counts.values()].reduce((sum, found) => sum + found, 0);
      if (messages > 0) counts.set("message", messages);
      for (const kind of others) if (!kinds.includes(kind)) counts.delete(kind);
    }
    return counts;
  }
  if (!isSqlite(executor) && terms.length > 0) {
    // PostgreSQL counts from its word table alone; only a term with punctuation reads its candidates' text.
    const sets = await narrowed(executor, wordSets(terms));
    if (!sets) return new Map<string, number>();
    const found = exactTerms(terms).length === 0 ? wordMatches(sets, kinds) : indexedMatches(sets, terms, kinds);
    const { rows } = await sql<{ kind: string; count: number }>`select kind, count(*) as count from (${found}) as found group by kind`.execute(
      executor,
    );
    return new Map(rows.map((row) => [row.kind, Number(row.count)]));
  }
  const rows = await executor
    .selectFrom("search_index")
    .select((eb) => ["kind", eb.fn.countAll<number>().as("count")])
    // On SQLite from the word index's matches, never along the kind index's every row.
    .where(ofKinds(kinds, isSqlite(executor) ? "scan" : plan))
    .where(matchesTerms(executor, terms, plan))
    .groupBy("kind")
    .execute();
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}

/** How many matches of a kind SQLite reads from its word index and sorts rather than walk the kind's newest-first index. */
const fewMatches = 2000;

/** One page of matches, by kind in the order given, then newest first. */
export async function listMatches(
  executor: Db,
  kinds: readonly IndexedKind[],
  terms: readonly string[],
  { limit, offset, found }: { limit: number; offset: number; found?: number },
  plan: MatchPlan = "index",
) {
  if (kinds.length === 0) return [];
  if (!isSqlite(executor) && kinds.length === 1 && found !== undefined) return listPostgres(executor, kinds[0], terms, { limit, offset, found });
  // One kind with many matches is walked newest first along its (kind, sortAt) index, stopping at the
  // page's end. With few (SQLite, `found` known), its matches are read from the word index and sorted:
  // walking 100,000 messages to find none of them took 30 ms.
  const [only] = kinds;
  const fromWords = isSqlite(executor) && found !== undefined && found <= fewMatches;
  let query = executor
    .selectFrom("search_index")
    .select(["source", "ref", "kind"])
    .where(
      kinds.length === 1
        ? fromWords
          ? sql<boolean>`+search_index.kind = ${only}`
          : sql<boolean>`search_index.kind = ${only}`
        : ofKinds(kinds, plan),
    )
    .where(matchesTerms(executor, terms, plan, kinds.length === 1 ? only : undefined));
  if (kinds.length > 1) {
    query = query.orderBy((eb) =>
      kinds
        .slice(1)
        .reduce(
          (rank, kind, index) => rank.when("kind", "=", kind).then(eb.lit(index + 1)),
          eb.case().when("kind", "=", kinds[0]).then(eb.lit<number>(0)),
        )
        .end(),
    );
  }
  const rows = await query.orderBy("sortAt", "desc").orderBy("ref", "desc").limit(limit).offset(offset).execute();
  return rows.map((row) => ({ source: row.source as SearchSource, ref: Number(row.ref), kind: row.kind as IndexedKind }));
}

type Match = { source: SearchSource; ref: number; kind: IndexedKind };

/** How many matches of a kind PostgreSQL reads from its word table and sorts rather than walk: beyond it, the walk reads fewer rows. */
const fewOnPostgres = 500;

/**
 * PostgreSQL, one page of one kind whose count is known. Few matches (500 or fewer) are read from the
 * word table and sorted. Many are found walking the kind newest first along its (kind, sortAt) index,
 * each walked row's text checked (the same rule, `LIKE '% word%'`), in slices that grow until the page
 * is full: a common word fills a page of 20 within its first 50 rows or so. The walk is written out so
 * that no planner's guess at how rare a text match is can turn it into reading every record's text.
 */
async function listPostgres(
  executor: Db,
  kind: IndexedKind,
  terms: readonly string[],
  { limit, offset, found }: { limit: number; offset: number; found: number },
) {
  const toMatch = (row: { source: string; ref: number; kind: string }): Match => ({
    source: row.source as SearchSource,
    ref: Number(row.ref),
    kind: row.kind as IndexedKind,
  });
  if (found <= fewOnPostgres) {
    const sets = await narrowed(executor, wordSets(terms));
    if (!sets) return [];
    const { rows } = await sql<{
      source: string;
      ref: number;
      kind: string;
    }>`select source, ref, kind from (${indexedMatches(sets, terms, [kind])}) as found
      order by "sortAt" desc, ref desc limit ${limit} offset ${offset}`.execute(executor);
    return rows.map(toMatch);
  }
  const page: Match[] = [];
  let skip = offset;
  let after: { sortAt: string; ref: number } | undefined;
  for (let slice = Math.max(64, 2 * (offset + limit)); ; slice = Math.min(slice * 2, 8192)) {
    const { rows } = await sql<{ source: string; ref: number; kind: string; sortAt: string; hit: boolean }>`select source, ref, kind, "sortAt",
        ${likesAll(sql.ref("folded"), terms)} as hit from search_index
      where kind = ${kind}${after ? sql` and ("sortAt", ref) < (${after.sortAt}, ${after.ref})` : sql``}
      order by "sortAt" desc, ref desc limit ${slice}`.execute(executor);
    for (const row of rows) {
      if (!row.hit) continue;
      if (skip > 0) skip -= 1;
      else page.push(toMatch(row));
      if (page.length === limit) return page;
    }
    if (rows.length < slice) return page;
    const last = rows[rows.length - 1];
    after = { sortAt: last.sortAt, ref: Number(last.ref) };
  }
}
