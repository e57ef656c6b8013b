import { readSearchRecords, type Db, type SearchSource } from "#db/models/search-index.server";
import { foldedWords } from "~/domain/search-fold";

/*
 * "Did you mean" for a search that found nothing (docs/decisions/0041-search-index.md): each typed
 * word no indexed word starts with is replaced by the nearest word of the site's own text (content,
 * FAQ, team, media alt texts and file names; never messages or subscribers, which are personal),
 * within one edit for words of four to six letters and two edits for longer ones. The word is
 * suggested as written on the site, without its article when the article was what differed.
 */

const vocabularySources: readonly SearchSource[] = ["content", "team", "media"];
/** The site's words are read again at most once a minute, and only when a search found nothing. */
const maxAgeMs = 60_000;
const typedWord = /^[\p{L}\p{M}]+$/u;

interface Entry {
  /** As written on the site (first seen). */
  written: string;
  count: number;
}

let cached: { at: number; words: Map<string, Entry> } | undefined;

/** Every word of three letters or more of the site's text, by its folded form (and again without the article). */
async function vocabulary(db: Db) {
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.words;
  const words = new Map<string, Entry>();
  const add = (folded: string, written: string) => {
    const entry = words.get(folded);
    if (entry) entry.count += 1;
    else words.set(folded, { written, count: 1 });
  };
  for (const source of vocabularySources) {
    const refs = (await db.selectFrom("search_index").select("ref").where("source", "=", source).execute()).map((row) => row.ref);
    for (const record of await readSearchRecords(db, source, refs)) {
      for (const field of record.fields) {
        if (field.name === "key") continue;
        for (const written of field.text.match(/[\p{L}\p{M}]{3,}/gu) ?? []) {
          const [folded] = foldedWords(written);
          if (!folded) continue;
          add(folded, written);
          if (folded.startsWith("ال") && folded.length >= 5) add(folded.slice(2), written.slice(2));
        }
      }
    }
  }
  cached = { at: Date.now(), words };
  return words;
}

/** Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const allowedEdits = (length: number) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

/** The site's nearest word to one folded query word, as written on the site; undefined when the word is found or nothing is near. */
function nearest(folded: string, words: Map<string, Entry>) {
  const limit = allowedEdits(folded.length);
  if (limit === 0) return undefined;
  let best: { entry: Entry; distance: number } | undefined;
  for (const [candidate, entry] of words) {
    if (candidate.startsWith(folded)) return undefined;
    const distance = editDistance(folded, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && entry.count > best.entry.count)) best = { entry, distance };
  }
  return best?.entry.written;
}

/** The query with its unknown words replaced by the nearest words of the site, or undefined when there is nothing to suggest. */
export async function suggestQuery(db: Db, q: string): Promise<string | undefined> {
  const words = await vocabulary(db);
  let changed = false;
  const suggested = q
    .trim()
    .split(/\s+/)
    .map((token) => {
      const folded = foldedWords(token);
      if (folded.length !== 1 || !typedWord.test(token)) return token;
      const word = nearest(folded[0]!, words);
      if (!word) return token;
      changed = true;
      return word;
    });
  return changed ? suggested.join(" ") : undefined;
}
