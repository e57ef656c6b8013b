import { deleteUser, setUserRole } from "#db/models/users.server";
import { logout } from "~/services/auth.server";
import {
  apiActor,
  apiAdmin,
  apiError,
  byMethod,
  json,
  message,
  noContent,
  notFound,
  parseId,
  answersOnly,
  readJsonBody,
} from "~/services/api.server";
import { userRoleSchema } from "~/schemas/user";
import type { Route } from "./+types/user";

export const loader = answersOnly("PATCH", "DELETE");

/** Changes a user's role, or deletes a user and their sessions; the last administrator stays one (409). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const id = parseId(params.id, context);
      const { role } = await readJsonBody(request, context, userRoleSchema);
      const result = await setUserRole(id, role, apiActor(context));
      if (result.status === "not-found") return notFound(context);
      if (result.status === "last-administrator") return apiError(409, message(context, "api.lastAdministratorRole"));
      return json(result.user);
    },
    DELETE: async () => {
      const signedIn = apiAdmin(context);
      const id = parseId(params.id, context);
      const result = await deleteUser(id, apiActor(context));
      if (result === "not-found") return notFound(context);
      if (result === "last-administrator") return apiError(409, message(context, "api.lastAdministrator"));
      // Deleting oneself also signs out: the session row went with the user, the cookie goes too.
      return signedIn.user.id === id ? noContent({ "Set-Cookie": await logout(request, context, "api") }) : noContent();
    },
  });
}
