import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
import { activityPage, isActivityFilter, pageOf } from "~/services/history.server";
import type { Route } from "./+types/activity";

/**
 * The activity log, newest first, 50 a page, filtered by `actor` (an email) and `action` (one
 * action or a group). Read only: there is no route that edits or deletes an entry.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageOf(url.searchParams);
  const actor = url.searchParams.get("actor")?.trim() || undefined;
  const action = url.searchParams.get("action")?.trim() || undefined;
  const errors: Record<string, string[]> = {};
  if (page === null) errors.page = [message(context, "api.invalidPage")];
  if (action !== undefined && !isActivityFilter(action)) errors.action = [message(context, "api.unknownAction")];
  if (page === null || Object.keys(errors).length > 0) return apiError(400, message(context, "api.invalidFields"), { errors });
  return json(await activityPage({ actor, action }, page));
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
