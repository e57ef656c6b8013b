import type { EntityDescriptor } from "./descriptor";

/** The footer's settings: one row. */
export const footer = {
  name: "footer",
  table: "footer_settings",
  generatedIds: [],
  title: null,
  versioned: true,
  history: { flags: ["showSocialLinks"], unique: null },
  verbs: ["update", "restore"],
  access: { read: "editor", write: "editor", history: "editor" },
  api: { item: "/api/admin/footer-settings" },
} as const satisfies EntityDescriptor;
