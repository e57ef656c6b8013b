/**
 * Searching every kind of record of the dashboard (decisions §15). A plain version: the rows are loaded and
 * matched with the one folding (app/domain/search-fold.ts) in JavaScript. Its signature is the contract the
 * search page and the API share; the indexed version replaces this body without changing it.
 */
import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import { foldText, foldedWords, matchesFolded } from "~/domain/search-fold";

export const searchKinds = ["content", "faq", "message", "team", "media", "subscriber"] as const;
export type SearchKind = (typeof searchKinds)[number];
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
}
export type SearchQuery = { ok: true; q: string } | { ok: false; reason: "empty" | "too-long" | "nothing-searchable" };
export type Db = Kysely<Database>;

export const maxQueryLength = 200;

/** A query as typed: trimmed; over 200 characters or with nothing left to search after folding, refused. */
export function parseSearchQuery(raw: unknown): SearchQuery {
  const q = typeof raw === "string" ? raw.trim() : "";
  if (q === "") return { ok: false, reason: "empty" };
  if (q.length > maxQueryLength) return { ok: false, reason: "too-long" };
  if (foldedWords(q).length === 0) return { ok: false, reason: "nothing-searchable" };
  return { ok: true, q };
}

interface Candidate {
  kind: SearchKind;
  id: number;
  title: string;
  /** The searchable texts, the one shown first when it matches. */
  texts: string[];
  url: string;
}

const snippetLength = 160;

/** About 160 characters of the first text that holds a query word, around its first match. */
function snippetOf(texts: string[], words: readonly string[]): string {
  const text =
    texts.find((candidate) => candidate.trim() !== "" && words.some((word) => matchesFolded(foldText(candidate), [word]))) ?? texts[0] ?? "";
  if (text.length <= snippetLength) return text;
  const folded = foldText(text);
  const at = Math.min(...words.map((word) => folded.indexOf(word)).filter((index) => index >= 0), Number.MAX_SAFE_INTEGER);
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, Math.min(at - 40, text.length - snippetLength));
  const piece = text.slice(start, start + snippetLength);
  return `${start > 0 ? "…" : ""}${piece}${start + snippetLength < text.length ? "…" : ""}`;
}

async function candidates(db: Db, kinds: readonly SearchKind[], locale: "ar" | "en"): Promise<Candidate[]> {
  const wants = (kind: SearchKind) => kinds.includes(kind);
  const found: Candidate[] = [];
  if (wants("content") || wants("faq")) {
    const [items, drafts] = await Promise.all([
      db.selectFrom("content_items").select(["id", "key", "page", "valueAr", "valueEn", "description"]).orderBy("page").orderBy("id").execute(),
      db.selectFrom("content_drafts").select(["contentItemId", "valueAr", "valueEn"]).execute(),
    ]);
    const draftOf = new Map(drafts.map((draft) => [draft.contentItemId, draft]));
    for (const item of items) {
      const kind: SearchKind = item.page === "faq" ? "faq" : "content";
      if (!wants(kind)) continue;
      const draft = draftOf.get(item.id);
      const values = locale === "en" ? [item.valueEn, item.valueAr] : [item.valueAr, item.valueEn];
      const drafted = draft ? (locale === "en" ? [draft.valueEn, draft.valueAr] : [draft.valueAr, draft.valueEn]) : [];
      found.push({
        kind,
        id: item.id,
        title: kind === "faq" ? values.find((value) => value.trim() !== "") || item.key : item.key,
        texts: [...values, ...drafted, item.description, item.key],
        url: kind === "faq" ? `/admin-dashboard/faq?edit=${item.id}` : `/admin-dashboard?edit=${item.id}#item-${item.id}`,
      });
    }
  }
  if (wants("message")) {
    const messages = await db
      .selectFrom("contact_messages")
      .select(["id", "fullName", "email", "subject", "message"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    for (const message of messages) {
      found.push({
        kind: "message",
        id: message.id,
        title: message.subject.trim() || message.fullName,
        texts: [message.message, message.subject, message.fullName, message.email],
        url: `/admin-dashboard/messages#message-${message.id}-subject`,
      });
    }
  }
  if (wants("team")) {
    const members = await db.selectFrom("team_members").select(["id", "name", "position", "bio", "email"]).orderBy("order").orderBy("id").execute();
    for (const member of members) {
      found.push({
        kind: "team",
        id: member.id,
        title: member.name,
        texts: [member.position, member.bio, member.name, member.email],
        url: `/admin-dashboard/team?edit=${member.id}`,
      });
    }
  }
  if (wants("media")) {
    const media = await db.selectFrom("media").select(["id", "hash", "mime", "altAr", "altEn"]).orderBy("id", "desc").execute();
    for (const item of media) {
      const alts = locale === "en" ? [item.altEn, item.altAr] : [item.altAr, item.altEn];
      found.push({
        kind: "media",
        id: item.id,
        title: alts.find((alt) => alt.trim() !== "") || `${item.id}-${item.hash}`,
        texts: [...alts, `${item.id}-${item.hash}`],
        url: `/admin-dashboard/media#media-${item.id}`,
      });
    }
  }
  if (wants("subscriber")) {
    const subscribers = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    for (const subscriber of subscribers) {
      found.push({ kind: "subscriber", id: subscriber.id, title: subscriber.email, texts: [subscriber.email], url: "/admin-dashboard/newsletter" });
    }
  }
  return found;
}

/** The hits of `q` among the rows of `kinds`, grouped by kind in `searchKinds` order, one page of them, and the count of each kind. */
export async function searchAll(
  db: Db,
  input: { q: string; kinds: readonly SearchKind[]; page: number; pageSize?: number; locale: "ar" | "en" },
): Promise<SearchResult> {
  const words = foldedWords(input.q);
  const pageSize = input.pageSize ?? 20;
  const page = Math.max(1, Math.floor(input.page) || 1);
  const counts = Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  const hits = (await candidates(db, input.kinds, input.locale))
    .filter((candidate) => matchesFolded(foldText(candidate.texts.join("\n")), words))
    .sort((a, b) => searchKinds.indexOf(a.kind) - searchKinds.indexOf(b.kind));
  for (const hit of hits) counts[hit.kind]++;
  const items = hits.slice((page - 1) * pageSize, page * pageSize).map((hit) => ({
    kind: hit.kind,
    id: String(hit.id),
    title: hit.title,
    snippet: snippetOf(hit.texts, words),
    url: hit.url,
  }));
  return { items, total: hits.length, page, pageSize, counts };
}
