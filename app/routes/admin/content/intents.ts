/** The content tab's forms, by the `intent` their submit button sends. */
export const contentIntents = {
  saveValues: "values",
  saveDraft: "save-draft",
  discardDraft: "discard-draft",
  /** With a `page` field, that page's drafts; with an `id`, that item's; with neither, the review of every draft (publish-drafts/). */
  publishDrafts: "publish-drafts",
  chooseIcon: "icon",
  saveLink: "save-link",
  deleteLink: "delete-link",
} as const;
