import { requestInfoContext } from "~/lib/context";
import { getI18n } from "~/lib/i18n.server";
import { acceptInvitationSchema } from "~/schemas/user";
import { apiError, message, noContent, onlyPost, readJsonBody, submissionAnswer, onlyMethod } from "~/services/api.server";
import { acceptInvitation } from "~/services/invitations.server";
import type { Route } from "./+types/invitation-accept";
import { type ApiDescription, ref, jsonContent, errorOrFields } from "~/services/openapi.server";

export const loader = onlyPost;

/**
 * `{token, password}` → 204: the invitee's own password is set and the link is spent
 * (docs/decisions/0039-roles.md); they then sign in. 400 with `errors.password` for a password the
 * policy refuses, 400 for an unknown link, 410 for a used or expired one, each in the request's language.
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { token, password } = await readJsonBody(request, context, acceptInvitationSchema);
  const { clientIp } = context.get(requestInfoContext);
  const outcome = await acceptInvitation({ token, password, clientIp });
  const t = getI18n(context).t;
  return submissionAnswer(
    context,
    outcome,
    () => message(context, "errors.rateLimited"),
    (accepted) => {
      switch (accepted.status) {
        case "accepted":
          return noContent();
        case "invalid-link":
          return apiError(400, t("admin.invitation.invalidToken"));
        case "used":
          return apiError(410, t("admin.invitation.usedToken"));
        case "expired":
          return apiError(410, t("admin.invitation.expiredToken"));
      }
    },
  );
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Choose your own password with an invitation link's token (then sign in)",
    tag: "Sign-in",
    body: { schema: acceptInvitationSchema },
    success: { status: 204, description: "The password is set and the link is spent; sign in with it." },
    errors: {
      400: { description: "A refused password (in `errors.password`), or an unknown link (`{message}` only).", content: jsonContent(errorOrFields) },
      410: { description: "The link was used, or expired (72 hours after it was sent).", content: jsonContent(ref("Error")) },
      429: "10 unusable links per IP address per 15 minutes, counted with reset links.",
    },
  },
} satisfies ApiDescription;
