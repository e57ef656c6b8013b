import { Strategy } from "remix-auth/strategy";
import { type PendingSignInCookie, readPendingSignIn } from "./two-factor.service.server";

export interface SecondFactorVerifyOptions {
  /** The form's `code`: from the authenticator app, or a recovery code ("" when missing). */
  code: string;
  /** The sign-in whose password was right, from its signed cookie; undefined when missing or past its 5 minutes. */
  pending: PendingSignInCookie | undefined;
  request: Request;
}

/**
 * The second step of a password sign-in as a remix-auth strategy, so the authenticator decides it
 * like any other (docs/decisions/0054-remix-auth-decides-every-sign-in.md): the form's code, for the
 * user the pending sign-in names (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 * `verify` checks the code, uses the pending sign-in up and returns the user, or throws.
 */
export class SecondFactorStrategy<User> extends Strategy<User, SecondFactorVerifyOptions> {
  name = "second-factor";

  async authenticate(request: Request): Promise<User> {
    const code = (await request.formData()).get("code");
    return this.verify({ code: typeof code === "string" ? code : "", pending: readPendingSignIn(request), request });
  }
}
