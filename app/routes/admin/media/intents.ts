/** The media tab's forms, by the `intent` their submit button sends. */
export const mediaIntents = {
  upload: "upload",
  saveAlt: "save-alt",
  delete: "delete",
} as const;
