import { data, Link } from "react-router";
import { getT } from "~/lib/i18n.server";
import { saveContentDraft } from "#db/models/content-drafts.server";
import {
  currentState,
  getNumberedRevision,
  getRevision,
  listDeleted,
  listRevisions,
  type NumberedRevision,
  restoreRevision,
  revisionLabel,
  restoredState,
  type RevisionEntity,
} from "#db/models/revisions.server";
import { buttonStyles } from "~/components/admin/buttons";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { itemLabel } from "~/components/admin/item-label";
import { useLocale } from "~/components/admin/locale";
import { useTranslation } from "~/lib/use-translation";
import { sameShownState, shownState } from "./fields";
import { checkRestore, historyPage, historyPageSize, historyQueryOf } from "~/services/history.server";
import { unlessStale, versionFrom } from "../conflict.server";
import type { Route } from "./+types/route";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { mayHandleEntity } from "~/domain/roles";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { dispatchIntent, idFrom, redirectWithToast } from "../form-actions.server";
import { CompareWithCurrent, DeletedList, keyedEntities, RevisionList } from "./history-views";
import { historyIntents } from "./intents";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Where "Back" goes: the tab that edits this kind of item. */
const tabOf: Record<RevisionEntity, string> = {
  content: "/admin-dashboard",
  faq: "/admin-dashboard/faq",
  "button-link": "/admin-dashboard",
  header: "/admin-dashboard/header-footer",
  footer: "/admin-dashboard/header-footer",
  company: "/admin-dashboard/header-footer#company",
  team: "/admin-dashboard/team",
  media: "/admin-dashboard/media",
  // No Pages tab yet (docs/decisions/0060-campaign-pages.md): back to the dashboard.
  page: "/admin-dashboard",
};

/** A revision as the page shows it: the state it holds (for a deletion, the row it deleted), shown fields only. */
function versionView(entity: RevisionEntity, { before: _before, after: _after, ...revision }: NumberedRevision) {
  return { ...revision, state: shownState(entity, _after ?? _before) };
}

/** The owner's facts' history is for administrators only (app/domain/roles.ts mayHandleEntity). */
function refuseEntity(context: Route.LoaderArgs["context"], entity: string | null) {
  if (entity && !mayHandleEntity(currentAdmin(context).user, entity)) throw data(null, { status: 403 });
}

export async function loader({ url, context }: Route.LoaderArgs) {
  refuseEntity(context, url.searchParams.get("entity"));
  const query = historyQueryOf(url.searchParams);
  if (!query.ok) {
    // Without an id: the deleted items of that kind, whose history has no other way in.
    const entity = url.searchParams.get("entity");
    if (query.field === "entityId" && !url.searchParams.has("entityId") && entity) {
      const kind = entity as RevisionEntity;
      const deleted = await listDeleted(kind);
      return {
        mode: "deleted" as const,
        entity: kind,
        back: tabOf[kind],
        deleted: deleted.map((revision) => ({ ...revision, label: revisionLabel(kind, revision.before ?? {}) })),
      };
    }
    throw data(null, { status: 400 });
  }
  const [{ items, page, total }, current] = await Promise.all([historyPage(query), currentState(query.entity, query.entityId)]);
  // The version marked current: the item's newest, when it reads as the item does now (a write without
  // a revision, such as the start-up's seeding, leaves none marked).
  const newest = query.page === 1 ? items[0] : (await listRevisions(query.entity, query.entityId, 1, 1)).items[0];
  const newestState = newest && restoredState(newest);
  const currentId =
    current && newest && newest.action !== "delete" && newestState && sameShownState(query.entity, newestState, current) ? newest.id : undefined;
  // "Compare with current" (`?compare=<revision id>`): a link, the same with JavaScript off.
  const rawCompare = url.searchParams.get("compare");
  let compare: NumberedRevision | undefined;
  if (rawCompare !== null) {
    if (!/^\d{1,15}$/.test(rawCompare)) throw data(null, { status: 400 });
    compare = await getNumberedRevision(query.entity, query.entityId, Number(rawCompare));
    if (!compare || !current) throw data(null, { status: 404 });
  }
  const latest = items[0] && restoredState(items[0]);
  return {
    mode: "history" as const,
    entity: query.entity,
    entityId: query.entityId,
    back: tabOf[query.entity],
    // What names the item: a key (the dashboard turns it into a label in its language) or a name.
    name: latest ? revisionLabel(query.entity, latest) : undefined,
    // Only what a person reads travels to the page: each version's state without its bookkeeping.
    items: items.map((revision) => versionView(query.entity, revision)),
    currentId,
    current: compare ? shownState(query.entity, current) : undefined,
    compare: compare && versionView(query.entity, compare),
    currentVersion: current ? Number(current.version) : undefined,
    page,
    pages: Math.max(1, Math.ceil(total / historyPageSize)),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  refuseEntity(context, url.searchParams.get("entity"));
  const formData = await request.formData();
  const t = getT(context);
  const query = historyQueryOf(
    new URLSearchParams({ entity: url.searchParams.get("entity") ?? "", entityId: url.searchParams.get("entityId") ?? "" }),
  );
  if (!query.ok) throw data(null, { status: 400 });
  const back = `${url.pathname}?entity=${query.entity}&entityId=${query.entityId}`;
  const id = idFrom(formData);
  return dispatchIntent(formData, {
    // Restoring a content item's version makes a draft: preview, then publish; "Restore and publish"
    // is the second choice (docs/decisions/0026-drafts-preview-translation-status.md).
    async [historyIntents.restoreDraft]() {
      const revision = id === undefined ? undefined : await getRevision(id);
      const state = revision && restoredState(revision);
      const valueAr = state?.valueAr;
      const valueEn = state?.valueEn;
      if (
        query.entity !== "content" ||
        revision?.entity !== "content" ||
        revision.entityId !== query.entityId ||
        typeof valueAr !== "string" ||
        typeof valueEn !== "string"
      ) {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.restoreFailed"), description: t("api.revisionNotFound") });
      }
      const written = await unlessStale(() => saveContentDraft(query.entityId, { valueAr, valueEn }, currentActor(context), versionFrom(formData)));
      if (!written) return redirectWithToast(back, { kind: "error", title: t("admin.toasts.restoreFailed"), description: t("conflict.stale") });
      if (!written.written) {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.restoreFailed"), description: t("api.revisionNotFound") });
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.restoredAsDraft"), description: t("admin.toasts.draftSavedText") });
    },
    async [historyIntents.restore]() {
      const expected = versionFrom(formData);
      const written =
        id === undefined
          ? { written: { ok: false, reason: "not-found" } as const }
          : await unlessStale(() => restoreRevision(id, currentActor(context), query, checkRestore, expected));
      // Another write since the page was read (docs/decisions/0043-versions-and-conflicts.md): nothing restored; the page shows it.
      if (!written) return redirectWithToast(back, { kind: "error", title: t("admin.toasts.restoreFailed"), description: t("conflict.stale") });
      const result = written.written;
      if (result.ok) return redirectWithToast(back, { kind: "success", title: t("admin.toasts.restored") });
      const description = (
        {
          "not-found": "api.revisionNotFound",
          "other-entity": "api.revisionOfOtherItem",
          conflict: "api.restoreConflict",
          invalid: "api.restoreInvalid",
        } as const
      )[result.reason];
      return redirectWithToast(back, { kind: "error", title: t("admin.toasts.restoreFailed"), description: t(description) });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="content" />;
}

export default function HistoryView({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const back = (
    <Link to={loaderData.back} className={buttonStyles.secondary}>
      {t("admin.history.back")}
    </Link>
  );
  if (loaderData.mode === "deleted") {
    const title = t("admin.history.deletedTitle", { entity: t(`admin.history.entities.${loaderData.entity}` as never) });
    return (
      <>
        <TabHeading documentTitle={title} title={title} actions={back} />
        <DeletedList entity={loaderData.entity} deleted={loaderData.deleted} />
      </>
    );
  }
  const entityName = t(`admin.history.entities.${loaderData.entity}` as never);
  // An item's label in the dashboard's language first, its key second (as on the content tab).
  const key = keyedEntities.has(loaderData.entity) ? loaderData.name : undefined;
  const label = key ? itemLabel(key, t, locale) : loaderData.entity === "team" || loaderData.entity === "media" ? loaderData.name : undefined;
  const title = label ? t("admin.history.heading", { label }) : t("admin.history.heading", { label: entityName });
  return (
    <>
      <TabHeading documentTitle={title} title={title} actions={back}>
        {entityName}
        {key && (
          <>
            {" "}
            <code dir="ltr" title={t("admin.itemLabels.key")} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
              {key}
            </code>
          </>
        )}
      </TabHeading>
      {loaderData.compare && loaderData.current && (
        <CompareWithCurrent entity={loaderData.entity} revision={loaderData.compare} current={loaderData.current} />
      )}
      <p className="mb-4 text-sm text-slate-700">{t("admin.history.intro")}</p>
      <RevisionList
        entity={loaderData.entity}
        revisions={loaderData.items}
        currentId={loaderData.currentId}
        currentVersion={loaderData.currentVersion}
        asDraft={loaderData.entity === "content" && loaderData.currentVersion !== undefined}
      />
      <Pager page={loaderData.page} pages={loaderData.pages} label={t("admin.history.paging")} />
    </>
  );
}
