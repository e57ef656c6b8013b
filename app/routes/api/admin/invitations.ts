import { listPendingInvitations } from "#db/models/invitations.server";
import { requestInfoContext } from "~/lib/context";
import { getI18n } from "~/lib/i18n.server";
import { invitationSchema } from "~/schemas/user";
import { apiError, createAction, json, readJsonBody } from "~/services/api.server";
import { inviteUser } from "~/services/invitations.server";
import { adminOperations, created, listOf } from "~/services/openapi.server";

/** Every pending invitation, expired ones too (docs/decisions/0039-roles.md): never a token. */
export async function loader() {
  return json(await listPendingInvitations());
}

/**
 * Invites a person as the Accounts tab does: `{email, role?, name?, locale?}` → 201 with the
 * invitation; the email with its 72-hour link goes through the outbox. 409 when the email has an account.
 */
export const action = createAction(async ({ request, context, actor }) => {
  const value = await readJsonBody(request, context, invitationSchema);
  const { origin } = context.get(requestInfoContext);
  const invited = await inviteUser(value, actor, origin);
  if (invited.status === "duplicate") return apiError(409, getI18n(context).t("admin.toasts.accountExists"));
  const [invitation] = await listPendingInvitations(invited.userId);
  return json(invitation, { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Users", {
  get: {
    summary: "Every pending invitation (expired ones too)",
    success: listOf("The invitations not yet accepted, by account id; never a token.", "Invitation"),
  },
  post: {
    summary: "Invite a person by email: their account, and a link (72 hours, once) to choose their own password",
    body: { schema: invitationSchema },
    success: created("Invitation", "Invited; the email is on its way through the outbox."),
    errors: { 409: "The email has an account (in any letter case)." },
  },
});
