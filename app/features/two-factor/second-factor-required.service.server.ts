import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { apiAdmin, apiError, message } from "~/services/api.server";
import { getSignedIn } from "~/services/auth.server";
import { hasSecondFactor } from "./two-factor.service.server";

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

/**
 * The signed-in user whom REQUIRE_2FA lets past every door that reads or changes drafts, else
 * undefined: the doors outside the dashboard and the API layouts (`?preview=1`, the preview banner's
 * publish and discard) ask this instead of getSignedIn, so an administrator who must still enrol is
 * a visitor there (docs/decisions/0050-operations-hardening.md).
 */
export async function getEnrolledSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  const signedIn = await getSignedIn(request, context);
  return signedIn && !(await mustEnrol(signedIn.user.id)) ? signedIn : undefined;
}

/** The API's part: every /api/admin route but the caller's own enrolment ones (/api/admin/account/…) answers 403. */
export const requireSecondFactorApiMiddleware: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  if (!url.pathname.startsWith("/api/admin/account/") && (await mustEnrol(apiAdmin(context).user.id))) {
    return apiError(403, message(context, "api.twoFactorSetupRequired"));
  }
  return next();
};
