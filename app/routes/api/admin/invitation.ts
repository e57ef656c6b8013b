import { withdrawInvitation } from "#db/models/invitations.server";
import { getI18n } from "~/lib/i18n.server";
import { answersOnly, apiActor, apiError, noContent, parseId, onlyMethod } from "~/services/api.server";
import type { Route } from "./+types/invitation";
import { idParameter, adminOperations } from "~/services/openapi.server";

export const loader = answersOnly("DELETE");

/** Withdraws a pending invitation: the never-used account goes with it (204); 404 when `{id}` has none pending. */
export const action = onlyMethod("DELETE", async ({ context, params }: Route.ActionArgs) => {
  const withdrawn = await withdrawInvitation(parseId(params.id, context), apiActor(context));
  if (withdrawn === undefined) return apiError(404, getI18n(context).t("admin.toasts.noPendingInvitation"));
  return noContent();
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Users", {
  delete: {
    summary: "Withdraw a pending invitation: its never-used account goes with it",
    pathParameters: { id: { ...idParameter, description: "The invited account's id." } },
    success: { status: 204, description: "Withdrawn; the link no longer works." },
    errors: { 404: "No pending invitation for that account." },
  },
});
