import type { ServerBuild } from "react-router";
import type { RouteAccessTable } from "~/domain/roles";
import { type RouteHandle, routePathname } from "~/lib/route-handle";
import { fullPathOf, type RouteEntry } from "~/lib/route-paths";
import { patternSource, unknownPathTest } from "./known-paths";

/**
 * The HTTP policy the route modules declare in their `handle` (app/lib/route-handle.ts), read
 * once from the server build (docs/decisions/0031-http-policy-on-the-routes.md): which paths the
 * page store keeps, which take an upload, which accept a one-click post from another site, which
 * an editor may reach, and which route is the 404 page. Paths are compared as sent (case and all), as before.
 */
export interface RoutePolicy {
  /** What the store keeps at this request target (no query): a page, public JSON, or nothing. */
  storeAt: (target: string) => "page" | "json" | undefined;
  /** The catch-all route that declares `store: "notFound"`, if any. */
  notFoundRouteId: string | undefined;
  /** A POST of a multipart body to a route that takes uploads (its `.data` URL too). */
  isUpload: (method: string, pathname: string) => boolean;
  /** A POST with a `token` to the exact path of a route that accepts a one-click post from anywhere. */
  isOneClick: (method: string, url: URL) => boolean;
  /** The routes an editor may reach (`handle.access`), by full path: app/domain/roles.ts enforces it. */
  access: RouteAccessTable;
}

type BuildRoutes = Record<string, (RouteEntry & { module?: { handle?: unknown } }) | undefined>;

export function routePolicy(routes: ServerBuild["routes"] | BuildRoutes): RoutePolicy {
  const entries = Object.values(routes as BuildRoutes).filter((route) => route !== undefined);
  const stored = new Map<string, "page" | "json">();
  // A path with a parameter (a campaign page's `/:slug`): matched as the router matches it, after the exact paths
  // of every route, stored or not — `/admin-dashboard` has a slug's shape but is the dashboard's.
  const storedPatterns: [RegExp, "page" | "json"][] = [];
  const staticPaths = new Set<string>();
  const uploads = new Set<string>();
  const oneClick = new Set<string>();
  const access = { editors: new Set<string>(), ownAccount: new Set<string>() };
  let notFoundRouteId: string | undefined;
  for (const route of entries) {
    const handle = route.module?.handle as RouteHandle | undefined;
    const path = fullPathOf(routes as BuildRoutes, route);
    if ((route.path !== undefined || route.index) && !/[:*?]/.test(path)) staticPaths.add(path.toLowerCase());
    if (!handle) continue;
    // An index route below a prefix answers with and without its trailing slash (`/en` and `/en/`).
    const paths = route.index && path !== "/" ? [path, `${path}/`] : [path];
    if (handle.store === "notFound") notFoundRouteId = route.id;
    else if (handle.store && path.includes(":")) storedPatterns.push([new RegExp(`^${patternSource(path, handle.params)}$`), handle.store]);
    else if (handle.store) for (const one of paths) stored.set(one, handle.store);
    if (handle.upload) uploads.add(path);
    if (handle.crossSite === "oneClick") for (const one of paths) oneClick.add(one);
    if (handle.access) access[handle.access].add(path);
  }
  return {
    storeAt: (target) =>
      stored.get(target) ??
      (staticPaths.has(target.replace(/(.)\/$/, "$1").toLowerCase()) ? undefined : storedPatterns.find(([pattern]) => pattern.test(target))?.[1]),
    notFoundRouteId,
    isUpload: (method, pathname) => method === "POST" && uploads.has(routePathname(pathname).replace(/(.)\/$/, "$1")),
    isOneClick: (method, url) => method === "POST" && oneClick.has(url.pathname) && Boolean(url.searchParams.get("token")),
    access,
  };
}

/** The unknown-path test of the route that declared itself the 404 page (never true without one). */
export function unknownPathOf(routes: ServerBuild["routes"], policy: RoutePolicy) {
  return policy.notFoundRouteId ? unknownPathTest(routes, policy.notFoundRouteId) : () => false;
}
