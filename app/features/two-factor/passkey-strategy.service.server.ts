import { Strategy } from "remix-auth/strategy";

export interface PasskeyVerifyOptions {
  /** The browser's answer to the sign-in options (@simplewebauthn's AuthenticationResponseJSON), unchecked. */
  response: unknown;
  /** The request's URL: the relying party when PUBLIC_URL is not set. */
  url: URL;
  request: Request;
}

/**
 * A passkey sign-in as a remix-auth strategy, so the authenticator decides it like any other
 * (docs/decisions/0054-remix-auth-decides-every-sign-in.md). The request's JSON body is
 * `{response}`; `verify` checks the assertion (docs/decisions/0040-two-factor-and-passkeys.md) and
 * returns the user, or throws.
 */
export class PasskeyStrategy<User> extends Strategy<User, PasskeyVerifyOptions> {
  name = "passkey";

  async authenticate(request: Request): Promise<User> {
    const body: unknown = await request.json().catch(() => undefined);
    const response = typeof body === "object" && body !== null && "response" in body ? body.response : undefined;
    return this.verify({ response, url: new URL(request.url), request });
  }
}
