import type { EntityDescriptor } from "./descriptor";

/** The header's settings: one row. */
export const header = {
  name: "header",
  table: "header_settings",
  generatedIds: [],
  title: null,
  versioned: true,
  history: { flags: ["showLanguageSwitcher"], unique: null },
  verbs: ["update", "restore"],
  access: { read: "editor", write: "editor", history: "editor" },
  api: { item: "/api/admin/header-settings" },
} as const satisfies EntityDescriptor;
