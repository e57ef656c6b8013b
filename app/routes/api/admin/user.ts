import { deleteUser } from "#db/models/users.server";
import { logout } from "~/services/auth.server";
import { apiActor, apiAdmin, apiError, byMethod, message, noContent, notFound, parseId, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/user";

export const loader = answersOnly("DELETE");

/** Deletes an administrator and their sessions; the last one stays (409). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const signedIn = apiAdmin(context);
      const id = parseId(params.id, context);
      const result = await deleteUser(id, apiActor(context));
      if (result === "not-found") return notFound(context);
      if (result === "last-user") return apiError(409, message(context, "api.lastAdministrator"));
      // Deleting oneself also signs out: the session row went with the user, the cookie goes too.
      return signedIn.user.id === id ? noContent({ "Set-Cookie": await logout(request, context, "api") }) : noContent();
    },
  });
}
