import type { EntityDescriptor } from "./descriptor";

/**
 * A campaign page from blocks (docs/decisions/0060-campaign-pages.md): its working copy in `pages`,
 * each language's published copy in `page_copies`. Editors write and publish; only administrators
 * delete (the item route's DELETE says so).
 */
export const page = {
  name: "page",
  table: "pages",
  tables: ["page_copies"],
  generatedIds: ["pages"],
  title: "slug",
  versioned: true,
  deletable: true,
  history: { flags: ["noindex"], unique: "slug" },
  verbs: ["create", "update", "delete", "restore", "publish", "unpublish"],
  // Found by its titles, descriptions, slug and its blocks' words in both languages; a hit opens its editor (the Pages tab).
  search: { source: "page", tab: "/admin-dashboard/pages", link: "/admin-dashboard/pages/{id}" },
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/pages", item: "/api/admin/pages/:id", noun: "a page", tag: "Pages", answer: "Page" },
} as const satisfies EntityDescriptor;
