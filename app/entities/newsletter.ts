import type { EntityDescriptor } from "./descriptor";

/**
 * A newsletter edition, its deliveries (one per subscriber, UNIQUE) and its link counts
 * (docs/decisions/0064-newsletters.md). Editors write drafts; approving, sending and cancelling are
 * administrators' (the routes that do them declare no editor access).
 */
export const newsletter = {
  name: "newsletter",
  table: "newsletter_editions",
  tables: ["newsletter_deliveries", "newsletter_link_clicks"],
  generatedIds: ["newsletter_editions", "newsletter_deliveries"],
  title: "subjectEn",
  versioned: true,
  verbs: ["create", "update", "delete", "approve", "send", "cancel"],
  access: { read: "editor", write: "editor", history: "administrator" },
  api: {
    collection: "/api/admin/newsletters",
    item: "/api/admin/newsletters/:id",
    noun: "a newsletter edition",
    tag: "Newsletters",
    answer: "NewsletterEdition",
  },
} as const satisfies EntityDescriptor;
