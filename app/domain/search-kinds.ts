/** What the dashboard search finds (decisions §15), in the order its results come: content items, FAQ entries, contact messages, team members, media, newsletter subscribers. */
export const searchKinds = ["content", "faq", "message", "team", "media", "subscriber"] as const;
export type SearchKind = (typeof searchKinds)[number];
