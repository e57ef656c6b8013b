import { z } from "zod";
import { loginWithPasskey } from "~/services/auth.server";
import { apiError, byMethod, json, message, readJsonBody, tooManyRequests, onlyPost } from "~/services/api.server";
import type { Route } from "./+types/passkey-login";

export const loader = onlyPost;

const bodySchema = z.object({ response: z.looseObject({}) });

/**
 * Signs in with a passkey (both factors at once, docs/decisions/0040-two-factor-and-passkeys.md):
 * `{response}` answers the options of POST /api/passkey-login/options. 200 {id, email} with the
 * session cookie, or 400 when it does not verify.
 */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { response } = await readJsonBody(request, context, bodySchema);
      const result = await loginWithPasskey(request, context, url, response);
      if (result.ok) return json({ id: result.user.id, email: result.user.email }, { headers: { "Set-Cookie": result.setCookie } });
      if (result.reason === "throttled") return tooManyRequests(message(context, "errors.rateLimited"), result.retryAfterSeconds);
      return apiError(400, message(context, "api.passkeyRejected"));
    },
  });
}
