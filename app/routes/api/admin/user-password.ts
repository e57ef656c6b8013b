import { getUserById } from "#db/models/users.server";
import { changePassword } from "~/lib/auth.server";
import { byMethod, json, methodNotAllowed, notFound, parseId, readJsonBody, requireApiAdmin } from "~/lib/api.server";
import { passwordSchema } from "~/schemas/user";
import type { Route } from "./+types/user-password";

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["PATCH"]);
}

/** Sets a new password and ends that user's other sessions; the caller stays signed in. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const signedIn = await requireApiAdmin(request, context);
      const id = parseId(params.id, context);
      const { password } = await readJsonBody(request, context, passwordSchema);
      if (!(await changePassword(id, password, signedIn.sessionId))) return notFound(context);
      const user = await getUserById(id);
      return user ? json(user) : notFound(context);
    },
  });
}
