/** The faq tab's forms, by the `intent` their submit button sends. */
export const faqIntents = {
  save: "save",
  saveEntry: "save-entry",
  delete: "delete",
  seedSamples: "seed",
} as const;
