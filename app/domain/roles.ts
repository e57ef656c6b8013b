/*
 * Who may do what in the administrator portal (docs/decisions/0039-roles.md): the two roles, and
 * the routes an editor may reach. Deny by default: a dashboard page or /api/admin endpoint that is
 * not listed here is for administrators only, so a route added later is closed to editors until
 * someone opens it on purpose. Read by the dashboard layout's middleware, the /api/admin layout's
 * guard and the dashboard's navigation: one list for every door.
 */

export const roles = ["administrator", "editor"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/**
 * Route patterns (as React Router names them: the route config's paths joined, `:params` kept) an
 * editor may reach with every method: content, drafts, FAQ, team, media, header and footer, history,
 * the preview, the search (of those kinds), publish schedules, their own sessions, and their own two-factor sign-in and passkeys (the Security tab). Not users, contact messages, newsletter, outbox, exports
 * (CSV) or the activity log.
 */
const editorPatterns: ReadonlySet<string> = new Set([
  "/admin-dashboard",
  "/admin-dashboard/header-footer",
  "/admin-dashboard/team",
  "/admin-dashboard/faq",
  "/admin-dashboard/history",
  "/admin-dashboard/media",
  "/admin-dashboard/account",
  "/admin-dashboard/security",
  // Searching: an editor's results hold only the kinds of the tabs they may open.
  "/admin-dashboard/search",
  "/admin-dashboard/schedules",
  "/api/admin/button-links",
  "/api/admin/button-links/:keyOrId",
  "/api/admin/header-settings",
  "/api/admin/footer-settings",
  "/api/admin/team",
  "/api/admin/team/:id",
  "/api/admin/content",
  "/api/admin/content/:id",
  "/api/admin/content/:id/draft",
  "/api/admin/drafts/publish",
  "/api/admin/schedules",
  "/api/admin/schedules/:id",
  "/api/admin/revisions",
  "/api/admin/revisions/:id/restore",
  "/api/admin/media",
  "/api/admin/media/:id",
  "/api/admin/sessions",
  "/api/admin/account/totp",
  "/api/admin/account/totp/confirm",
  "/api/admin/account/recovery-codes",
  "/api/admin/account/passkeys",
  "/api/admin/account/passkeys/options",
  "/api/admin/account/passkeys/:id",
  // Search: the kinds a role may read only (app/services/search.server.ts searchKindsFor).
  "/api/admin/search",
]);

/** Patterns an editor may reach for their own account only: the `:id` must be theirs. */
const ownAccountPatterns: ReadonlySet<string> = new Set(["/api/admin/users/:id/password"]);

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
  if (editorPatterns.has(path)) return true;
  return ownAccountPatterns.has(path) && params.id === String(user.id);
}

/**
 * Kinds of item whose history only administrators may read or restore, though the history tab is
 * open to editors: the owner's facts (docs/decisions/0047-company-facts-and-launch-checklist.md).
 */
const adminOnlyEntities: ReadonlySet<string> = new Set(["company"]);

/** Whether `user` may read and restore the history of `entity`. */
export function mayHandleEntity(user: RoleHolder, entity: string) {
  return user.role === "administrator" || !adminOnlyEntities.has(entity);
}

/**
 * Whether `user` may publish every draft of the site at once (docs/decisions/0026-drafts-preview-translation-status.md, amendment): administrators only. An
 * editor publishes one item's or one page's drafts; "publish all" is refused at its review page (not
 * in the editors' list above), at the content tab's form and at `POST /api/admin/drafts/publish`
 * without a page or ids.
 */
export function mayPublishEveryDraft(user: { role: Role }) {
  return user.role === "administrator";
}

/** Whether `user` sees and edits the owner's facts and the launch checklist (administrators only). */
export function isAdministrator(user: { role: Role }) {
  return user.role === "administrator";
}
