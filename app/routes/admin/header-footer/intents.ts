/** The header and footer tab's forms, by the `intent` their submit button sends. */
export const headerFooterIntents = {
  saveHeader: "header",
  saveFooter: "footer",
  /** Administrators only (the action refuses an editor's). */
  saveCompany: "company",
} as const;
