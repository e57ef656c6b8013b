import { apiAdmin, json, onlyPost, readJsonBody, requireCurrentPassword, onlyMethod } from "~/services/api.server";
import { registrationOptions } from "./passkeys.service.server";
import { passkeyOptionsSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-passkey-options.route";
import { adminOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/**
 * WebAuthn registration options for the caller, for @simplewebauthn/browser's startRegistration: `{password}` first
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md), so the one-use, five-minute challenge that
 * POST …/passkeys needs exists only after the password.
 */
export const action = onlyMethod("POST", async ({ request, context, url }: Route.ActionArgs) => {
  const { password } = await readJsonBody(request, context, passkeyOptionsSchema);
  await requireCurrentPassword(request, context, password);
  return json(await registrationOptions(apiAdmin(context).user, url));
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  post: {
    summary: "WebAuthn registration options for a new passkey, with your password (a one-use challenge, 5 minutes)",
    body: { schema: passkeyOptionsSchema },
    success: answer("The options, for @simplewebauthn/browser's startRegistration.", "PasskeyRegistrationOptions"),
    errors: { 400: "A missing or wrong password (in `errors.password`).", 429: "Too many wrong passwords." },
  },
});
