import { apiError, message, methodNotAllowed } from "~/services/api.server";
import { analyticsReport, parseRange } from "./analytics.service.server";
import { csvResponse, toCsv } from "~/lib/csv";
import type { Route } from "./+types/api-analytics-csv.route";
import { type ApiDescription, analyticsRange } from "~/services/openapi.server";

/**
 * The analytics of `from`–`to` as a spreadsheet (app/lib/csv.ts): one row per day, then one per
 * page, referrer, utm_source, language, device and conversion, each named in the first column.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const range = parseRange(url.searchParams.get("from"), url.searchParams.get("to"));
  if ("problem" in range) return apiError(400, message(context, range.problem), { errors: { [range.field]: [message(context, range.problem)] } });
  const report = await analyticsReport(range.from, range.to);
  const csv = toCsv(
    ["section", "name", "views", "visitors", "conversions"],
    [
      ...report.days.map((row) => ["day", row.date, row.views, row.visitors, ""]),
      ...report.pages.map((row) => ["page", row.page, row.views, row.visitors, row.conversions]),
      ...report.referrers.map((row) => ["referrer", row.host, row.views, row.visitors, ""]),
      ...report.sources.map((row) => ["source", row.source, row.views, row.visitors, ""]),
      ...report.languages.map((row) => ["language", row.language, row.views, row.visitors, ""]),
      ...report.devices.map((row) => ["device", row.device, row.views, row.visitors, ""]),
      ...report.conversions.map((row) => [`conversion:${row.kind}`, row.page, "", "", row.count]),
    ],
  );
  return csvResponse(`mahami-analytics-${range.from}-${range.to}.csv`, csv);
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "The same counts as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)",
    tag: "Analytics",
    signedIn: true,
    query: analyticsRange,
    success: {
      status: 200,
      description: "A text/csv attachment: days, then pages, referrers, sources, languages, devices and conversions.",
      content: { "text/csv": { schema: { type: "string" } } },
      headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
    },
    errors: { 400: "`from` or `to` not a date (YYYY-MM-DD), `from` after `to`, or more than two years apart." },
  },
} satisfies ApiDescription;
