import type { EntityDescriptor } from "./descriptor";

/** A contact message a visitor sent (administrators only). */
export const message = {
  name: "message",
  table: "contact_messages",
  // Its replies and internal notes (docs/decisions/0061-replies-from-the-inbox.md), deleted with it.
  tables: ["contact_replies", "contact_notes"],
  generatedIds: ["contact_messages", "contact_replies", "contact_notes"],
  title: "subject",
  versioned: false,
  verbs: ["read", "notes", "delete", "reply", "note", "status", "assign"],
  search: { source: "message", tab: "/admin-dashboard/messages", link: "/admin-dashboard/messages?q={q}#message-{id}-subject" },
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { collection: "/api/admin/contacts", item: "/api/admin/contacts/:id" },
} as const satisfies EntityDescriptor;
