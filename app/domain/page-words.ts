/*
 * A campaign page's languages and the words each needs before it is published
 * (docs/decisions/0060-campaign-pages.md): read by the block schemas (app/schemas/page.ts) and the
 * pages' model alike, so it sits on the lowest floor and knows a block by its shape only.
 */

export const languages = ["ar", "en"] as const;
export type PageLanguage = (typeof languages)[number];

/** A block as far as its words go: its type, its `only`, its words per language and the lists they pair with. */
interface WordedBlock {
  type: string;
  only?: PageLanguage;
  text: Record<PageLanguage, object>;
  buttons?: unknown[];
  cards?: unknown[];
  items?: unknown[];
}

/** The words a language needs before it is published, per type (the rest may stay empty). */
const requiredWords: Record<string, readonly string[]> = {
  hero: ["title"],
  richText: ["markdown"],
  cards: ["title"],
  cta: ["title", "button"],
  quote: ["text", "name"],
};

/** The lists whose every entry needs its words: one label per hero button, one title per card, one label per statistic. */
const pairedLists: Record<string, { list: "buttons" | "cards" | "items"; field: string }> = {
  hero: { list: "buttons", field: "" },
  cards: { list: "cards", field: "title" },
  stats: { list: "items", field: "label" },
};

/**
 * The fields `language` still lacks (translation status "missing"), as paths of the page
 * (`titleEn`, `blocks.2.text.en.title`): empty when that language may be published. A block shown
 * only in the other language needs nothing.
 */
export function missingWords(page: { titleAr: string; titleEn: string; blocks: readonly WordedBlock[] }, language: PageLanguage): string[] {
  const missing: string[] = [];
  if (!(language === "ar" ? page.titleAr : page.titleEn).trim()) missing.push(language === "ar" ? "titleAr" : "titleEn");
  page.blocks.forEach((block, index) => {
    if (block.only && block.only !== language) return;
    const words = (block.text?.[language] ?? {}) as Record<string, unknown>;
    const at = `blocks.${index}.text.${language}`;
    for (const field of requiredWords[block.type] ?? []) if (!String(words[field] ?? "").trim()) missing.push(`${at}.${field}`);
    const paired = pairedLists[block.type];
    if (!paired) return;
    const written = (Array.isArray(words[paired.list]) ? words[paired.list] : []) as unknown[];
    for (let item = 0; item < (block[paired.list]?.length ?? 0); item++) {
      const value = written[item];
      const word = typeof value === "string" ? value : (value as Record<string, unknown> | undefined)?.[paired.field];
      if (!String(word ?? "").trim()) missing.push(paired.field ? `${at}.${paired.list}.${item}.${paired.field}` : `${at}.${paired.list}.${item}`);
    }
  });
  return missing;
}

/** A block of a working copy as stored (app/schemas/page.ts checks each type's fields): its shared fields and its words per language. */
export interface StoredBlock {
  id?: string;
  type: string;
  only?: PageLanguage;
  text: Record<PageLanguage, object>;
  [field: string]: unknown;
}

/** A working copy's `blocks` column read back: its blocks, or none when it is not a JSON array. */
export const parseBlocks = (json: string): StoredBlock[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as StoredBlock[]) : [];
  } catch {
    return [];
  }
};

/** A block of a published copy: its shared fields and one language's words. */
export interface StoredPublishedBlock {
  id: string;
  type: string;
  words: object;
  [field: string]: unknown;
}

/** A page's working copy as written by the API and the dashboard (app/schemas/page.ts `pageSchema`). */
export interface PageFields {
  slug: string;
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  noindex: boolean;
  /** A library image for each language's share card; empty: drawn from the title. */
  shareImageAr: string;
  shareImageEn: string;
  blocks: StoredBlock[];
}
