import { redirect } from "react-router";
import { logout } from "~/services/auth.server";
import type { Route } from "./+types/logout";
import { redirectWithToast, translatorOf } from "./form-actions.server";

/** Signing out changes state, so it only answers POST; a visit goes to the login page. */
export function loader() {
  return redirect("/admin-login");
}

export async function action({ request, context }: Route.ActionArgs) {
  const clearSession = await logout(request, context);
  const t = translatorOf(context);
  return redirectWithToast("/admin-login", { kind: "success", title: t("admin.login.signedOut") }, { "Set-Cookie": clearSession });
}
