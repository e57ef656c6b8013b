import { apiActor, apiAdmin, apiError, byMethod, json, message, readJsonBody, onlyPost } from "~/services/api.server";
import { confirmEnrolment } from "~/services/two-factor.server";
import { totpConfirmSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/totp-confirm";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** Confirms the pending key with a code from the app: 200 {recoveryCodes} (ten, shown this once). */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { code } = await readJsonBody(request, context, totpConfirmSchema);
      const codes = await confirmEnrolment(apiAdmin(context).user, code, apiActor(context));
      if (!codes) return apiError(400, message(context, "api.codeRejected"));
      return json({ recoveryCodes: codes });
    },
  });
}
