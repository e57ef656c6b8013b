import type { EntityDescriptor } from "./descriptor";

/** A newsletter subscriber and the consents it gave (administrators only). */
export const subscriber = {
  name: "subscriber",
  table: "newsletter_subscribers",
  tables: ["newsletter_consent_events"],
  generatedIds: ["newsletter_subscribers", "newsletter_consent_events"],
  title: "email",
  versioned: false,
  verbs: [],
  search: { source: "subscriber", tab: "/admin-dashboard/newsletter", link: "/admin-dashboard/newsletter?q={q}#subscriber-{id}" },
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { collection: "/api/admin/newsletter" },
} as const satisfies EntityDescriptor;
