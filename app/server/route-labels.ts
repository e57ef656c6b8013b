import { type RouteHandle, routePathname } from "~/lib/route-handle";
import { fullPathOf, type RouteEntry } from "~/lib/route-paths";
import { patternSource } from "./known-paths";

/**
 * The `route` of a request's log line and metrics (docs/decisions/0035-logs-and-metrics.md): the
 * pattern of the React Router route that answers its path (`/api/admin/content/:id`, `/en/about-us`),
 * never the path itself, which can carry a token. Files of build/client are `asset` (fingerprinted,
 * under /assets) or `static`; a path only the catch-all route answers is `not-found`. The set of
 * values is the route table plus those three and Express's own routes: bounded whatever is asked.
 *
 * The table is compiled once from the server build. Static patterns are looked up in a map (the
 * stored pages: no regular expression on the fast path); the others are tried in React Router's
 * order of rank (its `computeScore`: static segments before parameters before a splat).
 */

export const notFoundLabel = "not-found";
export const assetLabel = "asset";
export const staticLabel = "static";

const paramSegment = /^:[\w-]+\??$/;

/** React Router's rank of a path (static 10, parameter 3, empty 1, splat −2, index +2). */
function scoreOf(fullPath: string, index: boolean) {
  const segments = fullPath.split("/");
  let score = segments.length;
  if (segments.includes("*")) score -= 2;
  if (index) score += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    score += paramSegment.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

/** A full path as a regular expression (case-insensitive, an optional trailing slash, as React Router matches). */
function expressionOf(fullPath: string, params?: Record<string, string>) {
  return new RegExp(`^${patternSource(fullPath, params)}/?$`, "i");
}

export interface RouteLabelOptions {
  /** Every path of a file of build/client (`/favicon.ico`, `/assets/…`). */
  files?: Iterable<string>;
}

/** `labelOf(pathname)`: the route pattern (or `asset`, `static`, `not-found`) of a request's path, its query removed by the caller. */
export function routeLabels(routes: Record<string, RouteEntry | undefined>, { files = [] }: RouteLabelOptions = {}) {
  const exact = new Map<string, string>();
  const patterns: { expression: RegExp; label: string; score: number; order: number }[] = [];
  let order = 0;
  for (const route of Object.values(routes)) {
    // A layout without a path answers nothing of its own.
    if (!route || (route.path === undefined && !route.index)) continue;
    const fullPath = fullPathOf(routes, route);
    const catchAll = fullPath.split("/").at(-1) === "*";
    const label = catchAll && fullPath === "/*" ? notFoundLabel : fullPath;
    const dynamic = fullPath.split("/").some((segment) => segment === "*" || segment.startsWith(":") || segment.endsWith("?"));
    if (!dynamic) {
      exact.set(fullPath, label);
      if (fullPath !== "/") exact.set(`${fullPath}/`, label);
    }
    // A parameter of another shape than its route's handle gives (a campaign page's slug) is no path of that route.
    const params = (route as { module?: { handle?: RouteHandle } }).module?.handle?.params;
    patterns.push({ expression: expressionOf(fullPath, params), label, score: scoreOf(fullPath, route.index === true), order: order++ });
  }
  patterns.sort((a, b) => b.score - a.score || a.order - b.order);
  const fileSet = new Set(files);

  return function labelOf(pathname: string): string {
    const known = exact.get(pathname);
    if (known !== undefined) return known;
    if (pathname.startsWith("/assets/")) return assetLabel;
    if (fileSet.has(pathname)) return staticLabel;
    const path = routePathname(pathname);
    const again = exact.get(path);
    if (again !== undefined) return again;
    for (const pattern of patterns) if (pattern.expression.test(path)) return pattern.label;
    return notFoundLabel;
  };
}
