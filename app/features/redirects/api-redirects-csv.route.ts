import { getI18n } from "~/lib/i18n.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { apiActor, apiError, byMethod, json, message } from "~/services/api.server";
import { adminOperations, answer } from "~/services/openapi.server";
import type { Route } from "./+types/api-redirects-csv.route";
import { importRedirects, listRedirects } from "./redirects.model.server";
import { csvColumns, importErrors, readRedirectCsv } from "./redirects.service.server";
import { rulesChanged } from "./rules-changed.server";

/** Every rule as a spreadsheet (app/lib/csv.ts): from, to, status; what an import reads back. */
export async function loader() {
  const rules = await listRedirects();
  return csvResponse(
    "mahami-redirects.csv",
    toCsv(
      csvColumns,
      rules.map((rule) => [rule.from, rule.to, rule.status]),
    ),
  );
}

/**
 * Imports a CSV file (text/csv, the columns from,to,status): all of it or nothing. A line whose
 * `from` a rule has replaces that rule; any refused line → 400 with every refused line by number.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      POST: async () => {
        if (!/^text\/csv\b/i.test(request.headers.get("Content-Type") ?? "")) return apiError(415, message(context, "errors.unsupportedMediaType"));
        const { t } = getI18n(context);
        const read = readRedirectCsv(await request.text());
        if ("problem" in read) return apiError(400, t(`redirects.errors.${read.problem}`), { errors: {} });
        const outcome = await importRedirects(read.lines, apiActor(context));
        if ("problems" in outcome) {
          return apiError(400, t("redirects.errors.importRefused", { count: outcome.problems.length }), {
            errors: importErrors(t, outcome.problems),
          });
        }
        await rulesChanged();
        return json(outcome);
      },
    },
    ["GET"],
  );
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Redirects", {
  get: {
    summary: "Every redirect as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180): from, to, status",
    success: {
      status: 200,
      description: "A text/csv attachment, one rule per line, as an import reads it back.",
      content: { "text/csv": { schema: { type: "string" } } },
      headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
    },
  },
  post: {
    summary: "Import redirects from a CSV file (from,to,status): every line or none",
    rawBody: { "text/csv": { schema: { type: "string", description: "RFC 4180, UTF-8; the first line is from,to,status." } } },
    success: answer("How many rules were added or replaced.", "RedirectImport"),
    errors: {
      400: "The file is not RFC 4180, its first line is not from,to,status, it holds no rule or more than 2,000; or some lines are refused: `errors` names each by its line number, and nothing is imported.",
      415: "The body is not text/csv.",
    },
  },
});
