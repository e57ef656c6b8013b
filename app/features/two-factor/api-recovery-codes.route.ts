import { apiActor, apiAdmin, apiError, json, message, readJsonBody, onlyPost, requireCurrentPassword, onlyMethod } from "~/services/api.server";
import { renewRecoveryCodes } from "./two-factor.service.server";
import { recoveryCodesRenewalSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-recovery-codes.route";
import { adminOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/**
 * New recovery codes for the caller, whose authenticator app is on (docs/decisions/0040-two-factor-and-passkeys.md):
 * `{password}` as turning two-factor off needs (a wrong one counts as a password guess); 200 {recoveryCodes}, ten,
 * shown this once; the old codes stop working in the same transaction.
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { user } = apiAdmin(context);
  const { password } = await readJsonBody(request, context, recoveryCodesRenewalSchema);
  await requireCurrentPassword(request, context, password);
  const codes = await renewRecoveryCodes(user, apiActor(context));
  if (!codes) return apiError(409, message(context, "api.twoFactorNotOn"));
  return json({ recoveryCodes: codes });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  post: {
    summary: "New recovery codes, with your password: the old ones stop working",
    body: { schema: recoveryCodesRenewalSchema },
    success: answer("Ten new recovery codes, shown only this once; the old ones no longer work.", "RecoveryCodes"),
    errors: {
      400: "A missing or wrong password (in `errors.password`).",
      409: "Two-factor is not on (no authenticator app).",
      429: "Too many wrong passwords.",
    },
  },
});
