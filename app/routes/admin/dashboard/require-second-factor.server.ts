import { type MiddlewareFunction, redirect } from "react-router";
import { routePathname } from "~/lib/route-handle";
import { mustEnrol } from "~/services/second-factor-required.server";
import { currentAdmin } from "./admin-context.server";
import { dashboardTabs } from "./tabs";

/** REQUIRE_2FA: until the signed-in administrator has a second factor, every tab but Security sends them there. */
export const requireSecondFactorMiddleware: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  const security = dashboardTabs.security.to;
  if (routePathname(url.pathname) !== security && (await mustEnrol(currentAdmin(context).user.id))) throw redirect(security);
  return next();
};
