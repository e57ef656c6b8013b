import { logout } from "~/services/auth.server";
import { byMethod, noContent, onlyPost } from "~/services/api.server";
import type { Route } from "./+types/logout";
import { type ApiDescription, responseHeaders } from "~/services/openapi.server";

export const loader = onlyPost;

/** Deletes the session server-side and clears the cookie; signed out already is fine too. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => noContent({ "Set-Cookie": await logout(request, context, "api") }),
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Sign out: the session is deleted on the server",
    tag: "Sign-in",
    success: { status: 204, description: "Signed out (also when already signed out); the cookie is cleared.", headers: responseHeaders.setCookie },
  },
} satisfies ApiDescription;
