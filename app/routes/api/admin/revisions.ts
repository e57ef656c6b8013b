import { apiAdmin, apiError, json, message, methodNotAllowed } from "~/services/api.server";
import { mayHandleEntity } from "~/domain/roles";
import { historyPage, historyQueryOf } from "~/services/history.server";
import type { Route } from "./+types/revisions";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

const fieldMessages = { entity: "api.unknownEntity", entityId: "api.invalidEntityId", page: "api.invalidPage" } as const;

/** One item's history, newest first, 50 a page: `{items, page, total}` (docs/api.md#history-and-activity). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const query = historyQueryOf(url.searchParams);
  if (!query.ok) {
    const text = message(context, fieldMessages[query.field]);
    return apiError(400, message(context, "api.invalidFields"), { errors: { [query.field]: [text] } });
  }
  if (!mayHandleEntity(apiAdmin(context).user, query.entity)) return apiError(403, message(context, "errors.forbidden"));
  return json(await historyPage(query));
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
