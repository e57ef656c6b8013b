import { loginWithPasskey } from "~/services/auth.server";
import { apiError, byMethod, json, message, pickFields, readJsonBody, tooManyRequests, onlyPost } from "~/services/api.server";
import { passkeyLoginSchema } from "~/schemas/two-factor";
import { signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/passkey-login";

export const loader = onlyPost;

/** The answer's fields: those of POST /api/login (GET /api/openapi.json). */
const signedInFields = pickFields(signedInUserResponse);

/**
 * Signs in with a passkey (both factors at once, docs/decisions/0040-two-factor-and-passkeys.md):
 * `{response}` answers the options of POST /api/passkey-login/options. 200 {id, email, role} with the
 * session cookie, or 400 when it does not verify.
 */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { response } = await readJsonBody(request, context, passkeyLoginSchema);
      const result = await loginWithPasskey(request, context, url, response);
      if (result.ok)
        return json(signedInFields(result.user), { headers: result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
      if (result.reason === "throttled") return tooManyRequests(message(context, "errors.rateLimited"), result.retryAfterSeconds);
      return apiError(400, message(context, "api.passkeyRejected"));
    },
  });
}
