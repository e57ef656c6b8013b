import { apiActor, apiAdmin, apiError, json, message, readJsonBody, onlyPost, onlyMethod } from "~/services/api.server";
import { confirmEnrolment } from "./two-factor.service.server";
import { totpConfirmSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/api-totp-confirm.route";
import { jsonContent, errorOrFields, adminOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** Confirms the pending key with a code from the app: 200 {recoveryCodes} (ten, shown this once). */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const { code } = await readJsonBody(request, context, totpConfirmSchema);
  const codes = await confirmEnrolment(apiAdmin(context).user, code, apiActor(context));
  if (!codes) return apiError(400, message(context, "api.codeRejected"));
  return json({ recoveryCodes: codes });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Second factors", {
  post: {
    summary: "Confirm the new key with a code from the app: two-factor is on",
    body: { schema: totpConfirmSchema },
    success: answer("Two-factor is on: the ten recovery codes, shown only this once.", "RecoveryCodes"),
    errors: {
      400: { description: "A malformed body; or a code not accepted, or no key waiting (`{message}` only).", content: jsonContent(errorOrFields) },
    },
  },
});
