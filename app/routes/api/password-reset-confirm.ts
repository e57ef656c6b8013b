import { apiError, invalidFields, message, noContent, readJson, tooManyRequests, onlyPost, onlyMethod } from "~/services/api.server";
import { requestInfoContext } from "~/lib/context";
import { resetPassword } from "~/services/password-reset.server";
import type { Route } from "./+types/password-reset-confirm";
import { type ApiDescription, ref, jsonContent } from "~/services/openapi.server";
import { resetPasswordSchema } from "~/schemas/user";

export const loader = onlyPost;

/**
 * `{token, password}` → 204: the password is changed and every session of the administrator ends.
 * 400 with `errors.password` for a password the policy refuses; 400 for an unknown or used link,
 * 410 for an expired one.
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { clientIp } = context.get(requestInfoContext);
  const outcome = await resetPassword({ clientIp, input: () => readJson(request, context) });
  switch (outcome.status) {
    case "rate-limited":
      return tooManyRequests(message(context, "errors.rateLimited"), outcome.retryAfterSeconds);
    case "invalid":
      return invalidFields(context, outcome.issues);
    case "invalid-link":
      return apiError(400, message(context, "api.resetTokenInvalid"));
    case "expired":
      return apiError(410, message(context, "api.resetTokenExpired"));
    case "reset":
      return noContent();
  }
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Set a new password with a reset link's token",
    tag: "Sign-in",
    body: { schema: resetPasswordSchema },
    success: { status: 204, description: "The password changed and every session of that administrator ended." },
    errors: {
      400: "A refused password (in `errors.password`), or an unknown or used link.",
      410: { description: "The link expired.", content: jsonContent(ref("Error")) },
      429: "10 unusable links per IP address per 15 minutes.",
    },
  },
} satisfies ApiDescription;
