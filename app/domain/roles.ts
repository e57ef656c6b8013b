import { historied } from "~/entities/registry";

/*
 * Who may do what in the administrator portal (docs/decisions/0039-roles.md): the two roles, and
 * which routes an editor may reach, as each route module declares in its `handle.access`. Deny by
 * default: a dashboard page or /api/admin endpoint that declares nothing is for administrators
 * only, so a route added later is closed to editors until someone opens it on purpose, where its
 * handler is. Read by the dashboard layout's middleware, the /api/admin layout's guard, the search
 * and the dashboard's navigation: one table for every door.
 */

export const roles = ["administrator", "editor"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Who besides administrators may reach a route, as its `handle.access` declares (app/lib/route-handle.ts). */
export type RouteAccess = "editors" | "ownAccount";

/** Full route paths (`/api/admin/team/:id`) by what they declare. */
export interface RouteAccessTable {
  editors: ReadonlySet<string>;
  ownAccount: ReadonlySet<string>;
}

/**
 * The table the server reads from its build's route modules at start (app/server/route-policy.ts),
 * before it answers anything; empty until then, which opens nothing to an editor.
 */
let declared: RouteAccessTable = { editors: new Set(), ownAccount: new Set() };

/** Takes the routes' declared access: called by the server with its build's, by tests with theirs. */
export function declareRouteAccess(table: RouteAccessTable) {
  declared = table;
}

export interface RoleHolder {
  id: number;
  role: Role;
}

/**
 * Whether `user` may reach the route matched as `pattern` with `params` (administrators reach
 * everything). React Router's `pattern` has no leading slash (`admin-dashboard/messages`); a
 * dashboard tab's link has one: both are read alike.
 */
export function mayReach(user: RoleHolder, pattern: string, params: Readonly<Record<string, string | undefined>> = {}) {
  if (user.role === "administrator") return true;
  const path = `/${pattern}`.replace(/\/{2,}/g, "/");
  if (declared.editors.has(path)) return true;
  return declared.ownAccount.has(path) && params.id === String(user.id);
}

/**
 * Kinds of item whose history only administrators may read or restore, though the history tab is
 * open to editors: those whose descriptor says so (app/entities, docs/decisions/0058-entities-as-data.md),
 * the owner's facts (docs/decisions/0047-company-facts-and-launch-checklist.md).
 */
const adminOnlyEntities: ReadonlySet<string> = new Set(
  historied.filter((entity) => entity.access.history === "administrator").map((entity) => entity.name),
);

/** Whether `user` may read and restore the history of `entity`. */
export function mayHandleEntity(user: RoleHolder, entity: string) {
  return user.role === "administrator" || !adminOnlyEntities.has(entity);
}

/**
 * Whether `user` may publish every draft of the site at once (docs/decisions/0026-drafts-preview-translation-status.md, amendment): administrators only. An
 * editor publishes one item's or one page's drafts; "publish all" is refused at its review page (it
 * declares no access), at the content tab's form and at `POST /api/admin/drafts/publish`
 * without a page or ids.
 */
export function mayPublishEveryDraft(user: { role: Role }) {
  return user.role === "administrator";
}

/** Whether `user` sees and edits the owner's facts and the launch checklist (administrators only). */
export function isAdministrator(user: { role: Role }) {
  return user.role === "administrator";
}
