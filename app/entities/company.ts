import type { EntityDescriptor } from "./descriptor";

/**
 * The owner's facts: one row, administrators only, its history too, though the history tab is open
 * to editors (docs/decisions/0047-company-facts-and-launch-checklist.md).
 */
export const company = {
  name: "company",
  table: "company_settings",
  generatedIds: [],
  title: null,
  versioned: true,
  history: { flags: [], unique: null },
  verbs: ["update", "restore"],
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { item: "/api/admin/company-settings" },
} as const satisfies EntityDescriptor;
