import type { MiddlewareFunction } from "react-router";
import { env } from "~/lib/env.server";
import { apiAdmin, apiError, message } from "~/services/api.server";
import { hasSecondFactor } from "~/services/two-factor.server";

/*
 * REQUIRE_2FA=true (docs/decisions/0040-two-factor-and-passkeys.md): an administrator without an
 * authenticator app or a passkey, signed in with the password, can only set one up (and sign out).
 * Both count because the password path enforces both: it asks for the app's code, and refuses a
 * passkey-only account (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
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
