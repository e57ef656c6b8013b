import { login } from "~/services/auth.server";
import { apiError, json, message, pickFields, readJsonBody, tooManyRequests, onlyPost, onlyMethod } from "~/services/api.server";
import { apiLoginSchema } from "~/schemas/two-factor";
import { signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/login";
import { type ApiDescription, ref, jsonContent, responseHeaders } from "~/services/openapi.server";

export const loader = onlyPost;

/** The answer's fields: its schema's (GET /api/openapi.json). */
const signedInFields = pickFields(signedInUserResponse);

/**
 * Signs in with the same throttles and session rules as the login form (app/services/auth.server.ts).
 * With two-factor on, `code` (from the app, or a recovery code) is needed too: without it, or with a
 * wrong one, 401 `{message, twoFactorRequired: true}` (docs/decisions/0040-two-factor-and-passkeys.md).
 */
export const action = onlyMethod("POST", async ({ request, context, url }: Route.ActionArgs) => {
  const { email, password, code } = await readJsonBody(request, context, apiLoginSchema);
  // `login` reads a form, as the sign-in page posts one: hand it the same fields that way.
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const fields = new URLSearchParams({ email, password, ...(code === undefined ? {} : { code }) });
  const formRequest = new Request(url, { method: "POST", headers, body: fields });

  const result = await login(formRequest, context, "api");
  if (result.ok) {
    const body = signedInFields(result.user);
    const left = result.recoveryCodesLeft;
    const headers = result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]);
    return json(left === undefined ? body : { ...body, recoveryCodesLeft: left }, { headers });
  }
  if (result.reason === "throttled") {
    return tooManyRequests(message(context, result.account ? "api.accountThrottled" : "errors.rateLimited"), result.retryAfterSeconds);
  }
  if (result.reason === "passkey-required") return json({ message: message(context, "api.passkeyRequired"), passkeyRequired: true }, { status: 401 });
  if (result.reason === "two-factor-required" || result.reason === "code-rejected") {
    const key = result.reason === "two-factor-required" ? "api.twoFactorRequired" : "api.codeRejected";
    return json({ message: message(context, key), twoFactorRequired: true }, { status: 401 });
  }
  return apiError(401, message(context, "api.invalidCredentials"));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Sign in: sets the session cookie",
    tag: "Sign-in",
    body: { schema: apiLoginSchema },
    success: {
      status: 200,
      description: "Signed in; the session cookie is set. `recoveryCodesLeft` only when `code` was a recovery code.",
      schema: ref("SignedIn"),
      headers: responseHeaders.setCookie,
    },
    errors: {
      401: {
        description:
          "Wrong email or password (the same message either way); or, with two-factor on, `code` missing or not accepted: `twoFactorRequired: true`; or, with REQUIRE_2FA, a right password of an account whose only second factor is a passkey: `passkeyRequired: true` (sign in with POST /api/passkey-login).",
        content: jsonContent({ anyOf: [ref("Error"), ref("TwoFactorRequired"), ref("PasskeyRequired")] }),
      },
      429: "Too many attempts: 5 failures per email and IP, 20 attempts per IP per 15 minutes, 50 failures per email an hour (not counted from a browser that signed in to the account before; the message says what the owner can do).",
    },
  },
} satisfies ApiDescription;
