import { cancelSchedule } from "#db/models/publish-schedules.server";
import { getI18n } from "~/lib/i18n.server";
import { answersOnly, apiActor, apiError, byMethod, noContent, notFound, parseId } from "~/services/api.server";
import type { Route } from "./+types/api-schedule.route";
import { adminItemOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = answersOnly("DELETE");

/** Cancels a pending schedule: 204; one already done, failed or cancelled is a 409 (docs/decisions/0044-scheduled-publishing.md). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const outcome = await cancelSchedule(parseId(params.id, context), apiActor(context));
      if (outcome === "not-found") return notFound(context);
      if (outcome === "not-pending") return apiError(409, getI18n(context).t("schedule.errors.notPending"));
      return noContent();
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Content", {
  delete: {
    summary: "Cancel a pending schedule",
    success: { status: 204, description: "Cancelled." },
    errors: { 409: "The schedule has already run, failed or been cancelled." },
  },
});
