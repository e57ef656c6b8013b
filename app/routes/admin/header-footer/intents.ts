/** The header and footer tab's forms, by the `intent` their submit button sends. */
export const headerFooterIntents = {
  saveHeader: "header",
  saveFooter: "footer",
} as const;
