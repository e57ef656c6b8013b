export const contentTypes = ["text", "title", "icon", "button", "image"] as const;
export type ContentType = (typeof contentTypes)[number];

/** Pages of the spec, plus the dictionary-only pages of docs/decisions/0003-every-text-editable.md. */
export const contentPages = [
  "home",
  "parents",
  "sellers",
  "teachers",
  "about",
  "contact",
  "faq",
  "common",
  "privacy",
  "terms",
  "service",
  "accessibility",
] as const;
export type ContentPage = (typeof contentPages)[number];

/** The dashboard's pages: the spec's six, then the shared chrome and the legal pages (docs/decisions/0003-every-text-editable.md). */
export const dashboardPages = contentPages.filter((page) => page !== "faq");
export type DashboardPage = (typeof dashboardPages)[number];

/** One default dictionary entry shipped in code; an icon's two values are its name (app/content/icon-catalogue.ts), a button's its label. */
export interface DefaultEntry {
  key: string;
  type: ContentType;
  ar: string;
  en: string;
  /** One short English line telling an administrator where the text shows. */
  description: string;
}

/**
 * A yes/no item: a page's `*.meta.noindex`, a text item holding "yes" or "" in each language
 * (docs/decisions/0063-share-images-and-structured-data.md). The dashboard shows it as two checkboxes.
 */
export function isFlagKey(key: string) {
  return /^[a-z]+\.meta\.noindex$/.test(key);
}

/**
 * An item whose two values are two choices, one per language, where empty has a meaning: a page's
 * share image (empty: drawn from its title) and its noindex (empty: indexed). Neither is a translation
 * of the other, so such an item is never missing nor outdated (docs/decisions/0063-share-images-and-structured-data.md).
 */
export const languageChoiceSuffixes = [".meta.image", ".meta.noindex"] as const;
export function isLanguageChoiceKey(key: string) {
  return /^[a-z]+\.meta\.(image|noindex)$/.test(key);
}

/** `page.category.name` → its page and category. */
export function keyParts(key: string) {
  const [page = "", category = ""] = key.split(".");
  return { page, category };
}

export const linkTypes = ["external", "internal", "section"] as const;
export type LinkType = (typeof linkTypes)[number];
