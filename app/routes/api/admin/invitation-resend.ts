import { listPendingInvitations } from "#db/models/invitations.server";
import { requestInfoContext } from "~/lib/context";
import { getI18n } from "~/lib/i18n.server";
import { answersOnly, apiActor, apiError, json, parseId, onlyMethod } from "~/services/api.server";
import { resendInvitation } from "~/services/invitations.server";
import type { Route } from "./+types/invitation-resend";
import { idParameter, adminOperations, answer } from "~/services/openapi.server";

export const loader = answersOnly("POST");

/** A new link for a pending invitation, 72 hours again; the old link stops working. Takes no body; 404 when `{id}` has none pending. */
export const action = onlyMethod("POST", async ({ context, params }: Route.ActionArgs) => {
  const id = parseId(params.id, context);
  const { origin } = context.get(requestInfoContext);
  const resent = await resendInvitation(id, apiActor(context), origin);
  if (!resent) return apiError(404, getI18n(context).t("admin.toasts.noPendingInvitation"));
  const [invitation] = await listPendingInvitations(id);
  return json(invitation);
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Users", {
  post: {
    summary: "Send a pending invitation again: a new link, 72 hours again; the old one stops working",
    pathParameters: { id: { ...idParameter, description: "The invited account's id." } },
    success: answer("Sent again; the invitation with its new expiry.", "Invitation"),
    errors: { 404: "No pending invitation for that account." },
  },
});
