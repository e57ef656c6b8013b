import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

/** Every path of app/routes.ts that a module answers, as written there (`/api/admin/team/:id`, `/*`). */
export function routePaths(entries: RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.file && (entry.path || entry.index) ? [path || "/"] : []), ...routePaths(entry.children ?? [], path)];
  });
}
