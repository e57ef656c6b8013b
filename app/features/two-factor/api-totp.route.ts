import {
  apiActor,
  apiAdmin,
  apiError,
  byMethod,
  json,
  message,
  noContent,
  readJsonBody,
  answersOnly,
  requireCurrentPassword,
} from "~/services/api.server";
import { disableOwnTotp, startEnrolment } from "./two-factor.service.server";
import { totpDisableSchema, totpStartSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-totp.route";
import { ref, adminOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = answersOnly("POST", "DELETE");

/**
 * The signed-in user's authenticator app (docs/decisions/0040-two-factor-and-passkeys.md): POST {password}
 * starts an enrolment (201 {secret, otpauthUrl}, active once confirmed within ten minutes); DELETE {password}
 * turns it off. Both need the password (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { password } = await readJsonBody(request, context, totpStartSchema);
      await requireCurrentPassword(request, context, password);
      const enrolment = await startEnrolment(apiAdmin(context).user);
      if (!enrolment) return apiError(409, message(context, "api.twoFactorAlreadyOn"));
      return json({ secret: enrolment.secret, otpauthUrl: enrolment.otpauthUrl }, { status: 201 });
    },
    DELETE: async () => {
      const { user } = apiAdmin(context);
      const { password } = await readJsonBody(request, context, totpDisableSchema);
      await requireCurrentPassword(request, context, password);
      if (!(await disableOwnTotp(user, apiActor(context)))) return apiError(409, message(context, "api.twoFactorNotOn"));
      return noContent();
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  post: {
    summary: "Start setting up an authenticator app, with your password: a new key, active once confirmed",
    body: { schema: totpStartSchema },
    success: {
      status: 201,
      description: "The key, not active until POST /api/admin/account/totp/confirm (within 10 minutes).",
      schema: ref("TotpEnrolment"),
    },
    errors: { 400: "A missing or wrong password (in `errors.password`).", 409: "Two-factor is already on.", 429: "Too many wrong passwords." },
  },
  delete: {
    summary: "Turn your authenticator app off, with your password",
    body: { schema: totpDisableSchema },
    success: { status: 204, description: "Two-factor is off; the recovery codes are gone." },
    errors: {
      400: "A missing or wrong password (in `errors.password`).",
      409: "Two-factor is not on.",
      429: "Too many wrong passwords.",
    },
  },
});
