import { requestInfoContext } from "~/lib/context";
import { json, message, tooManyRequests, onlyPost, onlyMethod } from "~/services/api.server";
import { authenticationOptions } from "./passkeys.service.server";
import { passkeyOptionsLimiter } from "~/services/rate-limit.server";
import type { Route } from "./+types/api-passkey-login-options.route";
import { type ApiDescription, answer } from "~/services/openapi.server";

export const loader = onlyPost;

/** WebAuthn sign-in options (any passkey of this site; a one-use challenge, five minutes); 30 per address per 15 minutes. */
export const action = onlyMethod("POST", async ({ context, url }: Route.ActionArgs) => {
  const attempt = await passkeyOptionsLimiter.consume(context.get(requestInfoContext).clientIp);
  if (!attempt.allowed) return tooManyRequests(message(context, "errors.rateLimited"), attempt.retryAfterSeconds);
  return json(await authenticationOptions(url));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "WebAuthn sign-in options for any passkey of this site (a one-use challenge, 5 minutes)",
    tag: "Sign-in",
    success: answer("The options, for @simplewebauthn/browser's startAuthentication.", "PasskeySignInOptions"),
    errors: { 429: "30 requests per IP address per 15 minutes." },
  },
} satisfies ApiDescription;
