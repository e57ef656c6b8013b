import { logout } from "~/services/auth.server";
import { byMethod, noContent, onlyPost } from "~/services/api.server";
import type { Route } from "./+types/logout";

export const loader = onlyPost;

/** Deletes the session server-side and clears the cookie; signed out already is fine too. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => noContent({ "Set-Cookie": await logout(request, context, "api") }),
  });
}
