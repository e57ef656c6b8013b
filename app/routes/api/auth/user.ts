import { getSignedIn } from "~/services/auth.server";
import { apiError, json, message, pickFields, answersOnly } from "~/services/api.server";
import { signedInUserResponse } from "~/schemas/user";
import type { Route } from "./+types/user";
import { adminOperations, answer } from "~/services/openapi.server";

const signedInFields = pickFields(signedInUserResponse);

/** The signed-in user (id, email, role), or 401. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await getSignedIn(request, context);
  if (!signedIn) return apiError(401, message(context, "errors.unauthorized"));
  return json(signedInFields(signedIn.user));
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Sign-in", {
  get: { summary: "The signed-in administrator", success: answer("Signed in.", "SignedInUser") },
});
