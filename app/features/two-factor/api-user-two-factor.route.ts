import { getUserById } from "#db/models/users.server";
import { apiActor, apiAdmin, apiError, message, noContent, notFound, parseId, answersOnly, onlyMethod } from "~/services/api.server";
import { disableTotpOf } from "./two-factor.service.server";
import type { Route } from "./+types/api-user-two-factor.route";
import { adminItemOperations } from "~/services/openapi.server";

export const loader = answersOnly("DELETE");

/** An administrator turns another user's two-factor off (a lost phone): logged, and that user's sessions end. */
export const action = onlyMethod("DELETE", async ({ context, params }: Route.ActionArgs) => {
  const user = await getUserById(parseId(params.id, context));
  if (!user) return notFound(context);
  // One's own goes off with one's password (DELETE /api/admin/account/totp), never by this way round it.
  if (user.id === apiAdmin(context).user.id) return apiError(403, message(context, "api.twoFactorOwn"));
  if (!(await disableTotpOf(user, apiActor(context)))) return apiError(409, message(context, "api.twoFactorNotOn"));
  return noContent();
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Users", {
  delete: {
    summary: "Turn another user's two-factor off (a lost phone): app, recovery codes and passkeys go, and their sessions end",
    success: { status: 204, description: "Two-factor is off for that user." },
    errors: {
      403: "Your own account (use DELETE /api/admin/account/totp), an editor, or a cross-site request.",
      409: "That user has no second factor on.",
    },
  },
});
