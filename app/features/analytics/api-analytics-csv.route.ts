import { answersOnly } from "~/services/api.server";
import { analyticsReport } from "./analytics.service.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { adminOperations, analyticsRange } from "~/services/openapi.server";
import { rangeLoader, rangeRefused } from "./api-range.route.server";

/**
 * The analytics of `from`–`to` as a spreadsheet (app/lib/csv.ts): one row per day, then one per
 * page, referrer, utm_source, language, device and conversion, each named in the first column.
 */
export const loader = rangeLoader(async (range) => {
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
});

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Analytics", {
  get: {
    summary: "The same counts as a spreadsheet (UTF-8 with a byte-order mark, RFC 4180)",
    query: analyticsRange,
    success: {
      status: 200,
      description: "A text/csv attachment: days, then pages, referrers, sources, languages, devices and conversions.",
      content: { "text/csv": { schema: { type: "string" } } },
      headers: { "Content-Disposition": { description: "attachment; filename=…", schema: { type: "string" } } },
    },
    errors: { 400: rangeRefused },
  },
});
