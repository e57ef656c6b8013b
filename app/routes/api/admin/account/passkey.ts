import { apiActor, apiAdmin, apiError, byMethod, message, noContent, answersOnly } from "~/services/api.server";
import { removePasskey } from "~/services/passkeys.server";
import type { Route } from "./+types/passkey";

export const loader = answersOnly("DELETE");

/** Removes one of the caller's passkeys: 204, or 404 when it is not theirs. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const removed = await removePasskey(apiAdmin(context).user.id, params.id, apiActor(context));
      return removed ? noContent() : apiError(404, message(context, "api.passkeyNotFound"));
    },
  });
}
