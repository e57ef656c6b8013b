import { type MainPageId, mainPageIds } from "~/config/pages";

/**
 * The dashboard's category order per page (docs/product.md#content-tab); categories not
 * listed here (meta, cta, …) follow in alphabetical order.
 */
export const categoryOrder: Record<string, readonly string[]> = {
  home: ["hero", "features", "main_features", "activities", "statistics"],
  parents: ["hero", "features", "steps", "benefits", "safety"],
  sellers: ["hero", "features", "steps", "categories", "benefits", "success", "requirements"],
  teachers: ["hero", "features", "steps", "subjects", "benefits", "stats", "requirements"],
  about: ["hero", "mission", "vision", "values", "story", "team", "stats"],
  contact: ["hero", "info", "form", "faq", "ways"],
  // The legal documents in reading order (docs/product.md#legal-pages).
  privacy: [
    "hero",
    "intro",
    "controller",
    "law",
    "website",
    "analytics",
    "cards",
    "children",
    "sharing",
    "retention",
    "requests",
    "breach",
    "changes",
    "contact",
  ],
  terms: ["hero", "cards", "restrictions", "wallet", "closing", "marketplace", "refunds", "liability", "law", "contact"],
  service: ["hero", "parties", "cards", "sla", "measures", "remedy", "contact"],
  accessibility: ["hero", "scope", "standard", "testing", "limits", "report", "contact"],
};

/** Compares two categories of `page` in the dashboard's order: `categoryOrder`'s first, then the others alphabetically. */
export function compareCategories(page: string) {
  const order = categoryOrder[page] ?? [];
  const rank = (category: string) => (order.includes(category) ? order.indexOf(category) : order.length);
  return (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The section ids that really exist on each public page (every section element carries its
 * id): the only targets a section-type button link may name (docs/decisions/0006-server-resolved-button-links.md).
 */
export const pageSections: Record<MainPageId, readonly string[]> = {
  home: ["hero", "features", "activities", "statistics", "download"],
  parents: ["hero", "features", "steps", "benefits", "safety"],
  sellers: ["hero", "features", "steps", "categories", "benefits", "success", "requirements"],
  teachers: ["hero", "features", "steps", "subjects", "benefits", "stats", "requirements"],
  about: ["hero", "mission", "values", "features", "team", "stats", "story", "contact-cta"],
  contact: ["hero", "ways", "form", "faq"],
};

export const allSectionIds = [...new Set(Object.values(pageSections).flat())];

/**
 * The sections a button of `page` (its key's first segment) may scroll to — the one answer the
 * link schema, the dashboard's section picker and the public pages share. A main page offers its
 * own sections; a button elsewhere (shared `common.*` copy) may name any section of the site.
 */
export function sectionsOfPage(page: string): readonly string[] {
  return (mainPageIds as readonly string[]).includes(page) ? pageSections[page as MainPageId] : allSectionIds;
}
