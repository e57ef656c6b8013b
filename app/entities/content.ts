import type { EntityDescriptor } from "./descriptor";

/** A content item: one text of the site in both languages (docs/decisions/0005-faq-as-content-items.md), with its draft. */
export const content = {
  name: "content",
  table: "content_items",
  tables: ["content_drafts"],
  generatedIds: ["content_items"],
  title: "key",
  versioned: true,
  deletable: true,
  history: { flags: [], unique: "key", sharedWith: "faq" },
  verbs: ["create", "update", "delete", "restore"],
  search: { source: "content", tab: "/admin-dashboard", link: "/admin-dashboard?edit={id}#item-{id}" },
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/content", item: "/api/admin/content/:id", noun: "a content item", tag: "Content", answer: "ContentItem" },
} as const satisfies EntityDescriptor;
