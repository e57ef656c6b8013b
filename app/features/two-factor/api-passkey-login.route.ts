import { loginWithPasskey } from "~/services/auth.server";
import { apiError, json, message, pickFields, readJsonBody, tooManyRequests, onlyPost, onlyMethod } from "~/services/api.server";
import { passkeyLoginSchema } from "~/schemas/two-factor";
import { signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/api-passkey-login.route";
import { type ApiDescription, ref, jsonContent, responseHeaders, errorOrFields } from "~/services/openapi.server";

export const loader = onlyPost;

/** The answer's fields: those of POST /api/login (GET /api/openapi.json). */
const signedInFields = pickFields(signedInUserResponse);

/**
 * Signs in with a passkey (both factors at once, docs/decisions/0040-two-factor-and-passkeys.md):
 * `{response}` answers the options of POST /api/passkey-login/options. 200 {id, email, role} with the
 * session cookie, or 400 when it does not verify.
 */
export const action = onlyMethod("POST", async ({ request, context, url }: Route.ActionArgs) => {
  const { response } = await readJsonBody(request, context, passkeyLoginSchema);
  const result = await loginWithPasskey(request, context, url, response);
  if (result.ok) return json(signedInFields(result.user), { headers: result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) });
  if (result.reason === "throttled") return tooManyRequests(message(context, "errors.rateLimited"), result.retryAfterSeconds);
  return apiError(400, message(context, "api.passkeyRejected"));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Sign in with a passkey (both factors at once): sets the session cookie",
    tag: "Sign-in",
    body: { schema: passkeyLoginSchema },
    success: { status: 200, description: "Signed in; the session cookie is set.", schema: ref("SignedInUser"), headers: responseHeaders.setCookie },
    errors: {
      400: {
        description: "A malformed body, or an answer that does not verify (unknown passkey, used or expired challenge).",
        content: jsonContent(errorOrFields),
      },
      429: "20 sign-in attempts per IP address per 15 minutes, counted with POST /api/login's.",
    },
  },
} satisfies ApiDescription;
