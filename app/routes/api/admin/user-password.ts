import { getUserById } from "#db/models/users.server";
import { changePassword, checkCurrentPassword } from "~/services/auth.server";
import {
  apiActor,
  apiAdmin,
  apiError,
  jsonOrNotFound,
  message,
  notFound,
  parseId,
  readJsonBody,
  answersOnly,
  onlyMethod,
} from "~/services/api.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { passwordSchema } from "~/schemas/user";
import type { Route } from "./+types/user-password";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "ownAccount" };

export const loader = answersOnly("PATCH");

/**
 * Sets a new password and ends that user's other sessions; the caller stays signed in. One's own
 * password also needs `currentPassword`, the one it replaces.
 */
export const action = onlyMethod("PATCH", async ({ request, context, params }: Route.ActionArgs) => {
  const signedIn = apiAdmin(context);
  const id = parseId(params.id, context);
  const bodySchema = refusingWeakPasswords(passwordSchema, (await getUserById(id))?.email);
  const { password, currentPassword } = await readJsonBody(request, context, bodySchema);
  if (id === signedIn.user.id) {
    const check = await checkCurrentPassword(request, signedIn.user.email, currentPassword, context);
    if (check.ok === false && check.reason === "throttled") {
      return apiError(429, message(context, "errors.rateLimited"), { headers: { "Retry-After": String(check.retryAfterSeconds) } });
    }
    if (check.ok === false) {
      const key = check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong";
      return apiError(400, message(context, "api.invalidFields"), { errors: { currentPassword: [message(context, key)] } });
    }
  }
  if (!(await changePassword(id, password, apiActor(context), signedIn.sessionId))) return notFound(context);
  return jsonOrNotFound(context, await getUserById(id));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Users", {
  patch: {
    summary: "Set a password (your own also needs currentPassword); the user's other sessions end",
    body: { schema: passwordSchema },
    success: answer("The user.", "User"),
    errors: { 400: "A refused password, or a missing or wrong `currentPassword`.", 429: "Too many wrong current passwords." },
  },
});
