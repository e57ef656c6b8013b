import { checkCurrentPassword } from "~/services/auth.server";
import { apiActor, apiAdmin, apiError, byMethod, json, message, noContent, readJsonBody, answersOnly } from "~/services/api.server";
import { disableOwnTotp, startEnrolment } from "~/services/two-factor.server";
import { totpDisableSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/totp";

export const loader = answersOnly("POST", "DELETE");

/**
 * The signed-in user's authenticator app (docs/decisions/0040-two-factor-and-passkeys.md): POST
 * starts an enrolment (201 {secret, otpauthUrl}, active once confirmed); DELETE {password} turns it off.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const enrolment = await startEnrolment(apiAdmin(context).user);
      if (!enrolment) return apiError(409, message(context, "api.twoFactorAlreadyOn"));
      return json({ secret: enrolment.secret, otpauthUrl: enrolment.otpauthUrl }, { status: 201 });
    },
    DELETE: async () => {
      const { user } = apiAdmin(context);
      const { password } = await readJsonBody(request, context, totpDisableSchema);
      const check = await checkCurrentPassword(user.email, password, context);
      if (check.ok === false && check.reason === "throttled") {
        return apiError(429, message(context, "errors.rateLimited"), { headers: { "Retry-After": String(check.retryAfterSeconds) } });
      }
      if (check.ok === false) {
        return apiError(400, message(context, "api.invalidFields"), { errors: { password: [message(context, "validation.currentPasswordWrong")] } });
      }
      if (!(await disableOwnTotp(user, apiActor(context)))) return apiError(409, message(context, "api.twoFactorNotOn"));
      return noContent();
    },
  });
}
