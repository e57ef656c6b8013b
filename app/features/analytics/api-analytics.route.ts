import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
import { analyticsReport, parseRange } from "./analytics.service.server";
import type { Route } from "./+types/api-analytics.route";
import { type ApiDescription, ref, analyticsRange } from "~/services/openapi.server";

/** The analytics of `from`–`to` (YYYY-MM-DD, both included, at most two years): docs/api.md#analytics. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const range = parseRange(url.searchParams.get("from"), url.searchParams.get("to"));
  if ("problem" in range) return apiError(400, message(context, range.problem), { errors: { [range.field]: [message(context, range.problem)] } });
  return json(await analyticsReport(range.from, range.to));
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "Views, visitors and conversions per day, page, referrer, language and device",
    tag: "Analytics",
    signedIn: true,
    query: analyticsRange,
    success: { status: 200, description: "The range's counts and the previous period's totals.", schema: ref("Analytics") },
    errors: { 400: "`from` or `to` not a date (YYYY-MM-DD), `from` after `to`, or more than two years apart." },
  },
} satisfies ApiDescription;
