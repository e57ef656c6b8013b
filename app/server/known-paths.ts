/**
 * Tells, before anything is rendered, whether a path can only reach the catch-all route (the
 * 404 page): then the stored 404 of its language answers (app/server/page-cache.ts). React Router's
 * own `matchRoutes` ranks the whole route table again on every call (about a millisecond); the
 * table is compiled here once, into one expression that every route able to answer a URL joins.
 */

import type { RouteHandle } from "~/lib/route-handle";
import { fullPathOf, type RouteEntry } from "~/lib/route-paths";

/**
 * Only plain paths are judged: percent-escapes, dots in odd places or anything else go to the
 * router. Each segment starts at its own slash, so a path splits one way only: the test is linear in
 * its length (a pattern whose segments could end anywhere backtracked exponentially on a long path
 * that fails at its last character, on the request's thread).
 */
const plainPath = /^(?:\/[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*)*\/?$/;

/**
 * A route's full path as the source of a regular expression, as React Router matches it: a splat
 * takes the rest, a parameter one segment, an optional segment (`:lang?`) may be absent. Shared with
 * the log's route labels (route-labels.ts).
 */
export function patternSource(fullPath: string, params: Record<string, string> = {}) {
  return fullPath
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "(?:/.*)?";
      const optional = segment.endsWith("?");
      const name = optional ? segment.slice(0, -1) : segment;
      const shape = params[name.slice(1)];
      const part = name.startsWith(":") ? (shape ? `/(?:${shape})` : "/[^/]+") : `/${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return optional ? `(?:${part})?` : part;
    })
    .join("");
}

/**
 * React Router's single fetch asks for a page's data at its path plus `.data` (`/parents.data`,
 * `/_.data`, `/en/_.data`): a request for the page it names, never for the 404 page. Such a URL
 * is left to the router: judged as a plain path, every `.data` URL would be "unknown" and answered
 * by the stored 404 page of its language the moment one was stored.
 */
const dataRequest = /\.data$/i;

const hasOptionalSegment = (fullPath: string) => fullPath.split("/").some((segment) => segment.endsWith("?"));

/**
 * `isUnknown(path)` is true only when `path` is plain, not a `.data` request, and no route but `catchAllId` matches it;
 * false whenever in doubt (the request is then rendered as before). A route table with an
 * optional segment makes every answer false.
 */
export function unknownPathTest(routes: Record<string, RouteEntry | undefined>, catchAllId: string) {
  const entries = Object.values(routes).filter((route): route is RouteEntry => route !== undefined);
  const byId = new Map(entries.map((route) => [route.id, route]));
  const fullPath = (route: RouteEntry) => fullPathOf(routes, route);
  const sources = new Set<string>();
  let judged = byId.has(catchAllId);
  for (const route of entries) {
    // A layout without a path answers nothing of its own.
    if (route.id === catchAllId || (route.path === undefined && !route.index)) continue;
    const path = fullPath(route);
    // An optional segment is left to the router (the table is not judged at all).
    if (hasOptionalSegment(path)) judged = false;
    else sources.add(patternSource(path, (route as { module?: { handle?: RouteHandle } }).module?.handle?.params));
  }
  // `/ar` and everything under it is the language middleware's: a 301 to the unprefixed path (app/lib/language.server.ts).
  sources.add("/ar(?:/.*)?");
  // One expression for the whole table: one test per path.
  const known = new RegExp(`^(?:${[...sources].join("|")})/?$`, "i");
  return (path: string) => judged && !dataRequest.test(path) && plainPath.test(path) && !known.test(path);
}
