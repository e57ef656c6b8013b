import type { MiddlewareFunction } from "react-router";
import { env } from "~/lib/env.server";
import { apiAdmin, apiError, message } from "~/services/api.server";
import { hasSecondFactor } from "~/services/two-factor.server";

/*
 * REQUIRE_2FA=true (docs/decisions/0040-two-factor-and-passkeys.md): an administrator without an
 * authenticator app or a passkey, signed in with the password, can only set one up (and sign out).
 */

/** True when this user must set up a second factor before doing anything else. */
export async function mustEnrol(userId: number) {
  return env().REQUIRE_2FA && !(await hasSecondFactor(userId));
}

/** The API's part: every /api/admin route but the caller's own enrolment ones (/api/admin/account/…) answers 403. */
export const requireSecondFactorApiMiddleware: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  if (!url.pathname.startsWith("/api/admin/account/") && (await mustEnrol(apiAdmin(context).user.id))) {
    return apiError(403, message(context, "api.twoFactorSetupRequired"));
  }
  return next();
};
