import { redirect } from "react-router";
import { isLocale } from "~/config/site";
import { safeRedirectPath } from "~/services/auth.server";
import { languageCookie } from "~/lib/language.server";
import type { Route } from "./+types/language";

export function loader() {
  return redirect("/admin-dashboard");
}

/** The admin pages' language switch: remembers the choice and returns to the same page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const to = safeRedirectPath(form.get("redirectTo"));
  const lng = form.get("lng");
  if (!isLocale(lng)) return redirect(to);
  return redirect(to, { headers: { "Set-Cookie": languageCookie(lng) } });
}
