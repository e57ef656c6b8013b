import type { EntityDescriptor } from "./descriptor";

/** An FAQ entry: content items of page `faq`, a question and its answer (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
export const faq = {
  name: "faq",
  table: "content_items",
  tables: ["faq_entries"],
  generatedIds: [],
  title: "key",
  versioned: true,
  history: { flags: [], unique: "key", sharedWith: "content" },
  verbs: ["create", "update", "delete", "restore"],
  search: { source: "content", tab: "/admin-dashboard/faq", link: "/admin-dashboard/faq?edit={id}" },
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/content", item: "/api/admin/content/:id" },
} as const satisfies EntityDescriptor;
