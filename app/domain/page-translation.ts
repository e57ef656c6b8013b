import type { PageLanguage, StoredBlock } from "./page-words";

/*
 * A campaign page's translation status per field (docs/decisions/0060-campaign-pages.md, "Translation
 * status"), as content items have it (./translation-status.ts): a field is `missing` in a language
 * that has no words for it (./page-words.ts missingWords), `stale` in a language whose words are
 * older than the other language's last change, `current` otherwise. Each field's two change times
 * are kept in the page's `wordStamps` (a JSON object), keyed by what does not move when blocks are
 * reordered: `title`, `description`, `block:<block id>:<path in its words>`.
 */

export type WordStamps = Record<string, { ar: string; en: string }>;

interface WordedPage {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  blocks: readonly StoredBlock[];
}

const isBlank = (value: string) => value.trim() === "";

/** Each string of `words` by its path (`title`, `cards.0.title`, `buttons.1`). */
function leaves(words: unknown, prefix = "", into = new Map<string, string>()) {
  if (typeof words === "string") into.set(prefix, words);
  else if (Array.isArray(words)) words.forEach((value, index) => leaves(value, prefix ? `${prefix}.${index}` : String(index), into));
  else if (words && typeof words === "object")
    for (const [name, value] of Object.entries(words)) leaves(value, prefix ? `${prefix}.${name}` : name, into);
  return into;
}

/** Every translated field of a page: its key in the stamps, its words in each language and its path in each (as `missingWords` names it). */
export function translatedFields(page: WordedPage) {
  const fields = [
    { key: "title", ar: page.titleAr, en: page.titleEn, path: { ar: "titleAr", en: "titleEn" } },
    { key: "description", ar: page.descriptionAr, en: page.descriptionEn, path: { ar: "descriptionAr", en: "descriptionEn" } },
  ];
  page.blocks.forEach((block, index) => {
    // A block shown in one language has nothing to translate.
    if (block.only || !block.id) return;
    const ar = leaves(block.text?.ar);
    const en = leaves(block.text?.en);
    for (const leaf of new Set([...ar.keys(), ...en.keys()])) {
      fields.push({
        key: `block:${block.id}:${leaf}`,
        ar: ar.get(leaf) ?? "",
        en: en.get(leaf) ?? "",
        path: { ar: `blocks.${index}.text.ar.${leaf}`, en: `blocks.${index}.text.en.${leaf}` },
      });
    }
  });
  return fields;
}

export function parseWordStamps(json: string | null | undefined): WordStamps {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as WordStamps) : {};
  } catch {
    return {};
  }
}

/**
 * The change times after a write from `before` (undefined: a new page) to `after` at `now`, as content
 * items level them: a field written in both languages, new, or whose changed language was behind (or
 * empty) is level; one language moving ahead of a level field leaves the other stale. Fields gone are dropped.
 */
export function nextWordStamps(before: WordedPage | undefined, after: WordedPage, stamps: WordStamps, now: string): WordStamps {
  const previous = new Map((before ? translatedFields(before) : []).map((field) => [field.key, field]));
  const next: WordStamps = {};
  for (const field of translatedFields(after)) {
    const old = previous.get(field.key);
    const stamp = stamps[field.key];
    if (!old || !stamp) {
      next[field.key] = { ar: now, en: now };
      continue;
    }
    const arChanged = old.ar !== field.ar;
    const enChanged = old.en !== field.en;
    if (!arChanged && !enChanged) next[field.key] = stamp;
    else if (arChanged && enChanged) next[field.key] = { ar: now, en: now };
    else {
      const [changed, other] = arChanged ? (["ar", "en"] as const) : (["en", "ar"] as const);
      const wasBehind = isBlank(old[changed]) || stamp[changed] < stamp[other];
      next[field.key] = wasBehind ? { ar: now, en: now } : { ...stamp, [changed]: now };
    }
  }
  return next;
}

/** The fields `language` has words for that are older than the other language's last change (translation status "stale"), as paths of the page. */
export function staleWords(page: WordedPage, stamps: WordStamps, language: PageLanguage): string[] {
  const other = language === "ar" ? "en" : "ar";
  return translatedFields(page)
    .filter(
      (field) =>
        !isBlank(field.ar) && !isBlank(field.en) && stamps[field.key] !== undefined && stamps[field.key]![language] < stamps[field.key]![other],
    )
    .map((field) => field.path[language]);
}

/**
 * One field's status in one language for the Pages tab: `path` as the API names it (`titleEn`,
 * `blocks.2.text.en.title`), looked up in the page's `missing` and `stale` lists.
 */
export function pageFieldStatus(
  page: { missing: Record<PageLanguage, readonly string[]>; stale: Record<PageLanguage, readonly string[]> },
  language: PageLanguage,
  path: string,
): "missing" | "stale" | "current" {
  if (page.missing[language].includes(path)) return "missing";
  if (page.stale[language].includes(path)) return "stale";
  return "current";
}
