/** The content tab's forms, by the `intent` their submit button sends. */
export const contentIntents = {
  saveValues: "values",
  saveDraft: "save-draft",
  discardDraft: "discard-draft",
  /** With a `page` field, that page's drafts; without, every draft. */
  publishDrafts: "publish-drafts",
  chooseIcon: "icon",
  saveLink: "save-link",
  deleteLink: "delete-link",
} as const;
