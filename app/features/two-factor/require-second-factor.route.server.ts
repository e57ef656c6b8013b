import { type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { routePathname } from "~/lib/route-handle";
import { requireAdmin } from "~/services/auth.server";
import { mustEnrol } from "./second-factor-required.service.server";
import { currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { dashboardTabs } from "~/routes/admin/dashboard/tabs";

/** REQUIRE_2FA: until the signed-in administrator has a second factor, every tab but Security sends them there. */
export const requireSecondFactorMiddleware: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  const security = dashboardTabs.security.to;
  if (routePathname(url.pathname) !== security && (await mustEnrol(currentAdmin(context).user.id))) throw redirect(security);
  return next();
};

/**
 * A door outside the dashboard that changes drafts (the preview banner's publish and discard): signed
 * out, the login page; under REQUIRE_2FA without a second factor, the Security tab, as every tab does.
 */
export async function requireEnrolledAdmin(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const signedIn = await requireAdmin(request, context, url);
  if (await mustEnrol(signedIn.user.id)) throw redirect(dashboardTabs.security.to);
  return signedIn;
}
