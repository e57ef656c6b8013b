import { redirect } from "react-router";
import { getT } from "~/lib/i18n.server";
import { logout } from "~/services/auth.server";
import type { Route } from "./+types/logout";
import { redirectWithToast } from "./form-actions.server";

/** Signing out changes state, so it only answers POST; a visit goes to the login page. */
export function loader() {
  return redirect("/admin-login");
}

export async function action({ request, context }: Route.ActionArgs) {
  const clearSession = await logout(request, context);
  const t = getT(context);
  return redirectWithToast("/admin-login", { kind: "success", title: t("admin.login.signedOut") }, { "Set-Cookie": clearSession });
}
