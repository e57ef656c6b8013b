import { getUserById } from "#db/models/users.server";
import { apiActor, apiError, byMethod, message, noContent, notFound, parseId, answersOnly } from "~/services/api.server";
import { disableTotpOf } from "~/services/two-factor.server";
import type { Route } from "./+types/user-two-factor";

export const loader = answersOnly("DELETE");

/** An administrator turns another user's two-factor off (a lost phone): logged, and that user's sessions end. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const user = await getUserById(parseId(params.id, context));
      if (!user) return notFound(context);
      if (!(await disableTotpOf(user, apiActor(context)))) return apiError(409, message(context, "api.twoFactorNotOn"));
      return noContent();
    },
  });
}
