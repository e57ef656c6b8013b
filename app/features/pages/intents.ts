/** The Pages tab's list forms (docs/decisions/0065-pages-tab.md); the editor's buttons are in ./page-form.ts. */
export const pagesIntents = { create: "create", delete: "delete" } as const;
