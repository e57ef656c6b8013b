/** The faq tab's forms, by the `intent` their submit button sends. */
export const faqIntents = {
  save: "save",
  delete: "delete",
  seedSamples: "seed",
} as const;
