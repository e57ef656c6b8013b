/** What the dashboard search finds (docs/decisions/0041-search-index.md), in the order its results come: content items, FAQ entries, contact messages, team members, media, newsletter subscribers. */
export const searchKinds = ["content", "faq", "message", "team", "media", "subscriber"] as const;
export type SearchKind = (typeof searchKinds)[number];
