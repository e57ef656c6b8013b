/** The message view's forms, by the `intent` their submit button sends (docs/decisions/0061-replies-from-the-inbox.md). */
export const replyIntents = {
  state: "state",
  reply: "reply",
  insert: "insert",
  note: "note",
} as const;

/** The saved-replies screen's forms. */
export const savedReplyIntents = {
  create: "create",
  update: "update",
  delete: "delete",
} as const;

export const contactStatusList = ["new", "open", "answered", "closed"] as const;
