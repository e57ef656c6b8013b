import { apiError, json, message, answersOnly } from "~/services/api.server";
import { activityPage, isActivityFilter, pageOf } from "~/services/history.server";
import type { Route } from "./+types/activity";
import { pageQuery, adminOperations, answer } from "~/services/openapi.server";

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

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("History", {
  get: {
    summary: "The activity log, newest first, 50 a page",
    query: [
      pageQuery,
      { name: "actor", description: "Only this administrator's actions (an email, any case).", schema: { type: "string" } },
      { name: "action", description: "One action (`team.update`) or a group (`team`).", schema: { type: "string" } },
    ],
    success: answer("A page of entries.", "ActivityPage"),
    errors: { 400: "`page` not a whole number from 1, or an unknown `action`." },
  },
});
