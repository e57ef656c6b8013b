import type { EntityDescriptor } from "./descriptor";

/**
 * An image and its variants (docs/decisions/0027-media-library.md). Its history is kept without its bytes
 * (listColumns of db/models/media.server.ts): alt texts come back; a deleted image cannot.
 */
export const media = {
  name: "media",
  table: "media",
  tables: ["media_variants"],
  generatedIds: ["media"],
  title: "fileName",
  versioned: true,
  history: { flags: [], unique: null },
  verbs: ["create", "update", "delete", "restore"],
  search: { source: "media", tab: "/admin-dashboard/media", link: "/admin-dashboard/media#media-{id}" },
  access: { read: "editor", write: "editor", history: "editor" },
  api: { collection: "/api/admin/media", item: "/api/admin/media/:id", noun: "an image", tag: "Media", answer: "Media" },
} as const satisfies EntityDescriptor;
