import { answersOnly, json } from "~/services/api.server";
import { adminOperations, analyticsRange, ref } from "~/services/openapi.server";
import { analyticsReport } from "./analytics.service.server";
import { rangeLoader, rangeRefused } from "./api-range.route.server";

/** The analytics of `from`–`to` (YYYY-MM-DD, both included, at most two years): docs/api.md#analytics. */
export const loader = rangeLoader(async (range) => json(await analyticsReport(range.from, range.to)));

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Analytics", {
  get: {
    summary: "Views, visitors and conversions per day, page, referrer, language and device",
    query: analyticsRange,
    success: { status: 200, description: "The range's counts and the previous period's totals.", schema: ref("Analytics") },
    errors: { 400: rangeRefused },
  },
});
