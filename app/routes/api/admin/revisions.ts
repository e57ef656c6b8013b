import { apiAdmin, apiError, json, message, answersOnly } from "~/services/api.server";
import { mayHandleEntity } from "~/domain/roles";
import { historyPage, historyQueryOf } from "~/services/history.server";
import type { Route } from "./+types/revisions";
import { ref, pageQuery, adminOperations } from "~/services/openapi.server";
import { revisionEntities } from "#db/models/revisions.server";

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

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("History", {
  get: {
    summary: "One item's history, newest first, 50 a page",
    query: [
      { name: "entity", required: true, description: "The kind of item.", schema: { type: "string", enum: Object.keys(revisionEntities) } },
      { name: "entityId", required: true, description: "The item's id (1 for the header and footer).", schema: { type: "integer", minimum: 1 } },
      pageQuery,
    ],
    success: {
      status: 200,
      description:
        "A page of revisions. Each has `number`, its place in the item's history (1 the oldest, numbered per item whatever the page), and `restoredFromNumber`, that of the revision a restore brought back; `id` stays the revision's own id, for restoring it.",
      schema: ref("RevisionPage"),
    },
    errors: { 400: "`entity` unknown; `entityId` or `page` not a whole number from 1." },
  },
});
