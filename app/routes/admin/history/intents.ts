/** The history view's one form: restore a version (docs/decisions/0025-history-and-activity.md). */
export const historyIntents = { restore: "restore", restoreDraft: "restore-draft" } as const;
