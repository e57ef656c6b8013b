import { getSignedIn } from "~/services/auth.server";
import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
import type { Route } from "./+types/user";

/** The signed-in user (id, email, role), or 401. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await getSignedIn(request, context);
  if (!signedIn) return apiError(401, message(context, "errors.unauthorized"));
  return json({ id: signedIn.user.id, email: signedIn.user.email, role: signedIn.user.role });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
