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
import { responseHeaders, adminItemOperations, answer } from "~/services/openapi.server";

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

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Users", {
  patch: {
    summary: "Set a user's role (administrator or editor)",
    body: { schema: userRoleSchema },
    success: answer("The user.", "User"),
    errors: { 409: "The last administrator cannot lose the role." },
  },
  delete: {
    summary: "Delete an administrator and their sessions (yourself: you are signed out)",
    success: { status: 204, description: "Deleted; the cookie is cleared when it was you.", headers: responseHeaders.setCookie },
    errors: { 409: "The last administrator cannot be deleted." },
  },
});
