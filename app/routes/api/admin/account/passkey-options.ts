import { apiAdmin, byMethod, json, onlyPost } from "~/services/api.server";
import { registrationOptions } from "~/services/passkeys.server";
import type { Route } from "./+types/passkey-options";

export const loader = onlyPost;

/** WebAuthn registration options for the caller (a one-use challenge, five minutes), for @simplewebauthn/browser's startRegistration. */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => json(await registrationOptions(apiAdmin(context).user, url)),
  });
}
