import type { ReactElement } from "react";
import type { RouteAccess } from "~/domain/roles";

/**
 * What a route module declares about itself over HTTP (docs/decisions/0031-http-policy-on-the-routes.md):
 * its `handle` export, read once from the server build by app/server/route-policy.ts. The server
 * enforces it and lists no paths of its own. One field is for the root's error boundary instead
 * (`middlewareErrorView`).
 */
export interface RouteHandle {
  /** `false`: sent as HTML and CSS only, without React Router's scripts (docs/decisions/0024-static-public-pages.md). */
  hydrate?: boolean;
  /**
   * Answered from the page store at every path the route has (app/server/page-cache.ts): a public
   * page, public JSON the same for everyone, or the 404 page for every path only the catch-all takes.
   */
  store?: "page" | "json" | "notFound";
  /** Takes a multipart body with one image, up to the image limit, instead of the plain body limit. */
  upload?: true;
  /**
   * `"oneClick"`: a POST carrying a `token` may come from any site (RFC 8058 one-click unsubscribe,
   * docs/decisions/0028-email-outbox.md); only for an action that reads nothing but that token.
   */
  crossSite?: "oneClick";
  /**
   * The shape of a path parameter, as a regular expression's source (`{ slug: "[a-z0-9]+" }`): a
   * path whose parameter has another shape is no path of this route, so the page store answers it
   * with the stored 404 page instead of rendering the route (app/server/known-paths.ts).
   */
  params?: Record<string, string>;
  /**
   * Who besides administrators may reach the route (docs/decisions/0039-roles.md): `"editors"`, or
   * `"ownAccount"` for an editor whose own id is the route's `:id`. A route that declares nothing is
   * for administrators only, so a route added later is closed to editors until it says otherwise.
   */
  access?: RouteAccess;
  /**
   * What the root's error boundary shows for an error this route's middleware threw: such an error
   * skips every loader, so on a document request React Router sends it to the root. An element, or
   * `undefined` for an error the route leaves to the root's page (the dashboard's 403 of a tab the
   * role does not open, in the dashboard's frame: docs/decisions/0039-roles.md).
   */
  middlewareErrorView?: (error: unknown) => ReactElement | undefined;
}

/**
 * The page path a request names: React Router's data requests add `.data` to it (`/_root.data`
 * for `/`, `_.data` after a trailing slash).
 */
export function routePathname(pathname: string) {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
