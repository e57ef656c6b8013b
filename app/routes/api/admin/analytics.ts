import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
import { analyticsReport, parseRange } from "~/services/analytics.server";
import type { Route } from "./+types/analytics";

/** The analytics of `from`–`to` (YYYY-MM-DD, both included, at most two years): docs/api.md#analytics. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const range = parseRange(url.searchParams.get("from"), url.searchParams.get("to"));
  if ("problem" in range) return apiError(400, message(context, range.problem), { errors: { [range.field]: [message(context, range.problem)] } });
  return json(await analyticsReport(range.from, range.to));
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
