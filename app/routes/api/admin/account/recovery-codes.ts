import { checkCurrentPassword } from "~/services/auth.server";
import { apiActor, apiAdmin, apiError, byMethod, json, message, readJsonBody, onlyPost } from "~/services/api.server";
import { renewRecoveryCodes } from "~/services/two-factor.server";
import { recoveryCodesRenewalSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/recovery-codes";

export const loader = onlyPost;

/**
 * New recovery codes for the caller, whose authenticator app is on (docs/decisions/0040-two-factor-and-passkeys.md):
 * `{password}` as turning two-factor off needs (a wrong one counts as a password guess); 200 {recoveryCodes}, ten,
 * shown this once; the old codes stop working in the same transaction.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { user } = apiAdmin(context);
      const { password } = await readJsonBody(request, context, recoveryCodesRenewalSchema);
      const check = await checkCurrentPassword(user.email, password, context);
      if (check.ok === false && check.reason === "throttled") {
        return apiError(429, message(context, "errors.rateLimited"), { headers: { "Retry-After": String(check.retryAfterSeconds) } });
      }
      if (check.ok === false) {
        return apiError(400, message(context, "api.invalidFields"), { errors: { password: [message(context, "validation.currentPasswordWrong")] } });
      }
      const codes = await renewRecoveryCodes(user, apiActor(context));
      if (!codes) return apiError(409, message(context, "api.twoFactorNotOn"));
      return json({ recoveryCodes: codes });
    },
  });
}
