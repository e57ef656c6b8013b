/** The messages tab's forms, by the `intent` their submit button sends. */
export const messageIntents = {
  markRead: "read",
  delete: "delete",
} as const;
