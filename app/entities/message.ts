import type { EntityDescriptor } from "./descriptor";

/** A contact message a visitor sent (administrators only). */
export const message = {
  name: "message",
  table: "contact_messages",
  generatedIds: ["contact_messages"],
  title: "subject",
  versioned: false,
  verbs: ["read", "notes", "delete"],
  search: { source: "message", tab: "/admin-dashboard/messages", link: "/admin-dashboard/messages?q={q}#message-{id}-subject" },
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { collection: "/api/admin/contacts", item: "/api/admin/contacts/:id" },
} as const satisfies EntityDescriptor;
