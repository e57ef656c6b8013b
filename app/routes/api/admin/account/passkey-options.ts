import { apiAdmin, byMethod, json, onlyPost, readJsonBody, requireCurrentPassword } from "~/services/api.server";
import { registrationOptions } from "~/services/passkeys.server";
import { passkeyOptionsSchema } from "~/schemas/two-factor";
import type { Route } from "./+types/passkey-options";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/**
 * WebAuthn registration options for the caller, for @simplewebauthn/browser's startRegistration: `{password}` first
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md), so the one-use, five-minute challenge that
 * POST …/passkeys needs exists only after the password.
 */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { password } = await readJsonBody(request, context, passkeyOptionsSchema);
      await requireCurrentPassword(request, context, password);
      return json(await registrationOptions(apiAdmin(context).user, url));
    },
  });
}
