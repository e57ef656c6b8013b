/** A route of the server build, as the build's route table holds it (id, path, parent). */
export interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

/** A route's full path as React Router matches it: `/`, `/en`, `/admin-dashboard/media` (no trailing slash). */
export function fullPathOf(routes: Record<string, RouteEntry | undefined>, route: RouteEntry): string {
  const segments: string[] = [];
  for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(at.path.replace(/^\/+|\/+$/g, ""));
  }
  return `/${segments.filter(Boolean).join("/")}`;
}
