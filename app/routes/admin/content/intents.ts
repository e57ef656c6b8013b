/** The content tab's forms, by the `intent` their submit button sends. */
export const contentIntents = {
  saveValues: "values",
  chooseIcon: "icon",
  saveLink: "save-link",
  deleteLink: "delete-link",
} as const;
