import { byMethod, json, onlyPost } from "~/services/api.server";
import { authenticationOptions } from "~/services/passkeys.server";
import type { Route } from "./+types/passkey-login-options";

export const loader = onlyPost;

/** WebAuthn sign-in options (any passkey of this site; a one-use challenge, five minutes). */
export function action({ request, context, url }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => json(await authenticationOptions(url)),
  });
}
