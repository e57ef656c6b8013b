import type { EntityDescriptor } from "./descriptor";

/**
 * A redirect rule, and the 404 log beside it (docs/decisions/0062-redirects-and-not-found-log.md):
 * administrators only, as the site's addresses are (a rule can send every visitor of a page elsewhere).
 */
export const redirect = {
  name: "redirect",
  table: "redirects",
  tables: ["redirects_version", "not_found_paths"],
  generatedIds: ["redirects"],
  title: "fromPath",
  versioned: false,
  verbs: ["create", "update", "delete", "import"],
  access: { read: "administrator", write: "administrator", history: "administrator" },
  api: { collection: "/api/admin/redirects", item: "/api/admin/redirects/:id", noun: "a redirect", tag: "Redirects", answer: "Redirect" },
} as const satisfies EntityDescriptor;
