/** The redirects tab's forms, by the `intent` their submit button sends. */
export const redirectIntents = {
  create: "create-redirect",
  update: "update-redirect",
  delete: "delete-redirect",
  import: "import-redirects",
} as const;

/** The rule form's fields: what a refused form sends back so nothing typed is lost. */
export interface RedirectFormValues {
  id?: number;
  from: string;
  to: string;
  status: string;
}

/** Messages already in the dashboard's language, by field. */
export type RedirectFormErrors = Partial<Record<"from" | "to" | "status", string[]>>;

/** What a refused form or import sends back. */
export type RedirectActionData =
  | { form: "rule"; values: RedirectFormValues; errors: RedirectFormErrors }
  | { form: "import"; message: string; lines: { line: string; message: string }[] };
