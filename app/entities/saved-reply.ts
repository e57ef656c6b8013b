import type { EntityDescriptor } from "./descriptor";

/** A saved reply for contact messages, in Arabic and English (administrators only, docs/decisions/0061-replies-from-the-inbox.md). */
export const savedReply = {
  name: "savedReply",
  table: "saved_replies",
  generatedIds: ["saved_replies"],
  title: "titleEn",
  versioned: false,
  verbs: ["create", "update", "delete"],
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: {
    collection: "/api/admin/saved-replies",
    item: "/api/admin/saved-replies/:id",
    noun: "a saved reply",
    tag: "Messages",
    answer: "SavedReply",
  },
} as const satisfies EntityDescriptor;
