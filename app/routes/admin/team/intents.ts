/** The team tab's forms, by the `intent` their submit button sends. */
export const teamIntents = {
  save: "save",
  delete: "delete",
} as const;
