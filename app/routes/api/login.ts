import { login } from "~/services/auth.server";
import { apiError, byMethod, json, message, pickFields, readJsonBody, tooManyRequests, onlyPost } from "~/services/api.server";
import { apiLoginSchema } from "~/schemas/two-factor";
import { signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/login";

export const loader = onlyPost;

/** The answer's fields: its schema's (GET /api/openapi.json). */
const signedInFields = pickFields(signedInUserResponse);

/**
 * Signs in with the same throttles and session rules as the login form (app/services/auth.server.ts).
 * With two-factor on, `code` (from the app, or a recovery code) is needed too: without it, or with a
 * wrong one, 401 `{message, twoFactorRequired: true}` (docs/decisions/0040-two-factor-and-passkeys.md).
 */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
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
      if (result.reason === "passkey-required")
        return json({ message: message(context, "api.passkeyRequired"), passkeyRequired: true }, { status: 401 });
      if (result.reason === "two-factor-required" || result.reason === "code-rejected") {
        const key = result.reason === "two-factor-required" ? "api.twoFactorRequired" : "api.codeRejected";
        return json({ message: message(context, key), twoFactorRequired: true }, { status: 401 });
      }
      return apiError(401, message(context, "api.invalidCredentials"));
    },
  });
}
