import { getMedia } from "#db/models/media.server";
import { listActivity, activityActions, type ActivityFilter } from "#db/models/activity.server";
import { getButtonLink } from "#db/models/button-links.server";
import { getContentItem } from "#db/models/content-items.server";
import { getSettings } from "#db/models/settings.server";
import { isRevisionEntity, listRevisions, type RestoreCheck, revisionEntities, type RevisionEntity } from "#db/models/revisions.server";
import { getTeamMember } from "#db/models/team-members.server";
import { z } from "zod";
import { validationKey } from "~/lib/validation-message";
import { buttonLinkSchema } from "~/schemas/button-link";
import { contentItemSchema } from "~/schemas/content-item";
import { getCompanySettings } from "#db/models/company.server";
import { companySettingsSchema } from "~/schemas/company-settings";
import { footerSettingsSchema, headerSettingsSchema } from "~/schemas/header-footer-settings";
import { mediaAltSchema } from "~/schemas/media";
import { teamMemberSchema } from "~/schemas/team-member";
import { pageRestoreSchema } from "~/schemas/page";
import { getPage } from "~/features/pages/pages.model.server";
import { expectedVersion } from "~/schemas/fields";

/*
 * History and the activity log as the dashboard and the API both read them
 * (docs/decisions/0025-history-and-activity.md): the same query parameters, the same pages.
 */

/** POST /api/admin/revisions/{id}/restore (optional): the item the caller means; a revision of another item is refused. */
export const restoreTargetSchema = z.object({
  entity: z.enum(Object.keys(revisionEntities) as [RevisionEntity, ...RevisionEntity[]]),
  entityId: z.number().int().positive(),
  /** The item's version the restore starts from (or If-Match): another one is a 409 (docs/decisions/0043-versions-and-conflicts.md). */
  version: expectedVersion.optional(),
});

/** 50 revisions or activity entries a page. */
export const historyPageSize = 50;

/** `page` as a whole number from 1; absent is 1, anything else null. */
export function pageOf(params: URLSearchParams) {
  const value = params.get("page");
  if (value === null || value === "") return 1;
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

export type HistoryQuery =
  { ok: true; entity: RevisionEntity; entityId: number; page: number } | { ok: false; field: "entity" | "entityId" | "page" };

/** `?entity=&entityId=&page=` of one item's history. */
export function historyQueryOf(params: URLSearchParams): HistoryQuery {
  const entity = params.get("entity");
  if (!isRevisionEntity(entity)) return { ok: false, field: "entity" };
  const rawId = params.get("entityId") ?? "";
  const entityId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : 0;
  if (entityId < 1) return { ok: false, field: "entityId" };
  const page = pageOf(params);
  if (page === null) return { ok: false, field: "page" };
  return { ok: true, entity, entityId, page };
}

export async function historyPage(query: { entity: RevisionEntity; entityId: number; page: number }) {
  const { items, total } = await listRevisions(query.entity, query.entityId, query.page, historyPageSize);
  return { items, page: query.page, total };
}

/** An action filter names one action (`team.update`) or a group (`team`) of the log. */
export function isActivityFilter(action: string) {
  return activityActions.some((known) => known === action || known.startsWith(`${action}.`));
}

export async function activityPage(filter: ActivityFilter, page: number, pageSize = historyPageSize) {
  const { items, total } = await listActivity(filter, page, pageSize);
  return { items, page, total };
}

/** The entity as the API shows it (flags as booleans, settings parsed), after a restore. */
export async function currentEntity(entity: RevisionEntity, id: number) {
  switch (entity) {
    case "content":
    case "faq":
      return getContentItem(id);
    case "button-link":
      return getButtonLink(id);
    case "header":
      return getSettings("header");
    case "footer":
      return getSettings("footer");
    case "company":
      return getCompanySettings();
    case "team":
      return getTeamMember(id);
    case "media":
      return getMedia(id);
    case "page":
      return getPage(id);
  }
}

/** Each entity's rules as its API applies them today: a restore writes back only what would be accepted now. */
const todaysRules: Record<RevisionEntity, z.ZodType> = {
  content: contentItemSchema,
  faq: contentItemSchema,
  "button-link": buttonLinkSchema,
  header: headerSettingsSchema,
  footer: footerSettingsSchema,
  company: companySettingsSchema,
  team: teamMemberSchema,
  media: mediaAltSchema,
  page: pageRestoreSchema,
};

/** A revision's state checked against today's rules (nulls read as absent, stored flags as booleans). */
export const checkRestore: RestoreCheck = (entity, state) => {
  const flags: readonly string[] = revisionEntities[entity].history.flags;
  const input = Object.fromEntries(
    Object.entries(state)
      .filter(([, value]) => value !== null)
      .map(([name, value]) => [name, flags.includes(name) ? Boolean(value) : value]),
  );
  const parsed = todaysRules[entity].safeParse(input);
  if (parsed.success) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "")] ??= []).push(validationKey(issue));
  return errors;
};
