import { data } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { listDraftsInScope } from "#db/models/content-drafts.server";
import {
  cancelSchedule,
  createSchedule,
  listSchedules,
  pendingScheduleLimits,
  scheduleScope,
  TooManySchedules,
} from "#db/models/publish-schedules.server";
import { db } from "#db/database.server";
import { formatDateTime } from "~/domain/formats";
import { parseQatarDateTime } from "~/domain/qatar-time";
import { mayPublishEveryDraft } from "~/domain/roles";
import { draftHasLanguage } from "~/domain/translation-status";
import type { Locale } from "~/domain/locale";
import { getLocale, getT } from "~/lib/i18n.server";
import { checkScheduleTime } from "~/schemas/schedule";
import { TabHeading } from "~/components/admin/tab-heading";
import type { Route } from "./+types/schedules.route";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { currentActor, currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { backTo, dispatchIntent, idFrom, redirectWithToast } from "~/routes/admin/form-actions.server";
import { dashboardPages } from "~/domain/content-types";
import { listPageTitles, pageExists } from "~/features/pages/pages.model.server";
import { type ChosenScope, scheduleIntents, type ScheduleFormErrors, type ScheduleFormValues } from "./intents";
import { ScheduleForm, ScheduleList } from "./schedule.view";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * `?page=home`, `?ids=3&ids=7` or `?pageId=12&action=unpublish`: what "Schedule…" beside a page's or an
 * item's Publish chose, or beside a campaign page's Publish or Unpublish (the Pages tab).
 */
function chosenScope(url: URL): ChosenScope | undefined {
  const pageId = url.searchParams.get("pageId");
  if (pageId && /^\d{1,12}$/.test(pageId)) return { pageId, action: url.searchParams.get("action") === "unpublish" ? "unpublish" : "publish" };
  const page = url.searchParams.get("page");
  if (page && (dashboardPages as readonly string[]).includes(page)) return { page };
  const ids = url.searchParams.getAll("ids").filter((id) => /^\d{1,12}$/.test(id));
  return ids.length > 0 ? { ids } : undefined;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const [schedules, drafts, campaignPages] = await Promise.all([listSchedules(), listDraftsInScope(db, {}), listPageTitles()]);
  // What each pending schedule would publish if it ran now (the drafts then present are what it publishes).
  const pending = schedules
    .filter((schedule) => schedule.status === "pending")
    .map((schedule) => {
      // A campaign page's schedule publishes or unpublishes its page, no drafts.
      if (schedule.pageId !== null) return { ...schedule, drafts: [] };
      const scope = scheduleScope(schedule);
      const languages = scope.languages ?? ["ar", "en"];
      const inScope = drafts.filter(
        (draft) =>
          (!scope.page || draft.page === scope.page) && (!scope.ids || scope.ids.includes(draft.contentItemId)) && draftHasLanguage(draft, languages),
      );
      return { ...schedule, drafts: inScope.map((draft) => ({ id: draft.contentItemId, key: draft.key })) };
    });
  const history = schedules.filter((schedule) => schedule.status !== "pending");
  return {
    pending,
    history,
    drafts: drafts.map((draft) => ({ id: draft.contentItemId, key: draft.key, page: draft.page })),
    campaignPages,
    // Every draft at once, now or at a time, is for administrators (docs/decisions/0026-drafts-preview-translation-status.md).
    mayScheduleAll: mayPublishEveryDraft(currentAdmin(context).user),
    chosen: chosenScope(url),
  };
}

const scopes = ["all", "page", "items", "campaign"] as const;
const languageChoices = ["both", "ar", "en"] as const;

function readValues(formData: FormData): ScheduleFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value.slice(0, 100) : "";
  };
  const scope = scopes.find((candidate) => candidate === text("scope")) ?? "all";
  const languages = languageChoices.find((candidate) => candidate === text("languages")) ?? "both";
  const ids = formData
    .getAll("ids")
    .filter((value): value is string => typeof value === "string" && /^\d{1,9}$/.test(value))
    .slice(0, 1000);
  const action = text("action") === "unpublish" ? "unpublish" : "publish";
  return { date: text("date"), time: text("time"), scope, page: text("page"), ids, pageId: text("pageId"), action, languages };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.formData();
  const t = getT(context);
  return dispatchIntent(formData, {
    async [scheduleIntents.create]() {
      const values = readValues(formData);
      const errors: ScheduleFormErrors = {};
      const parsed = parseQatarDateTime(values.date, values.time);
      let at: string | undefined;
      if ("problem" in parsed) errors[parsed.problem] = [`schedule.errors.${parsed.problem}`];
      else {
        const checked = checkScheduleTime(parsed.at, Date.now());
        if ("problem" in checked) errors.time = [`schedule.errors.${checked.problem}`];
        else at = checked.at;
      }
      if (values.scope === "all" && !mayPublishEveryDraft(currentAdmin(context).user)) errors.scope = ["schedule.errors.allForAdministrators"];
      const page = dashboardPages.find((candidate) => candidate === values.page);
      if (values.scope === "page" && !page) errors.page = ["schedule.errors.page"];
      if (values.scope === "items" && values.ids.length === 0) errors.ids = ["schedule.errors.noItems"];
      const pageId = /^\d{1,12}$/.test(values.pageId) ? Number(values.pageId) : undefined;
      if (values.scope === "campaign" && (pageId === undefined || !(await pageExists(pageId)))) errors.pageId = ["schedule.errors.campaignPage"];
      if (!at || Object.keys(errors).length > 0) return data({ values, errors }, { status: 400 });
      const languages: Locale[] = values.languages === "both" ? ["ar", "en"] : [values.languages];
      const schedule = await createSchedule(
        {
          at,
          page: values.scope === "page" ? page : undefined,
          ids: values.scope === "items" ? values.ids.map(Number) : undefined,
          pageId: values.scope === "campaign" ? pageId : undefined,
          action: values.scope === "campaign" ? values.action : undefined,
          languages,
        },
        currentActor(context),
      ).catch((error: unknown) => {
        if (!(error instanceof TooManySchedules)) throw error;
        return error;
      });
      if (schedule instanceof TooManySchedules) {
        const key = schedule.limit === "total" ? "schedule.errors.tooManyTotal" : "schedule.errors.tooManyYours";
        return redirectWithToast(backTo(url), { kind: "error", title: t(key, { count: pendingScheduleLimits[schedule.limit] }) });
      }
      const time = formatDateTime(schedule.at, getLocale(context), { weekday: true });
      return redirectWithToast(backTo(url), { kind: "success", title: t("schedule.created", { time }) });
    },
    async [scheduleIntents.cancel]() {
      const id = idFrom(formData);
      const outcome = id === undefined ? "not-found" : await cancelSchedule(id, currentActor(context));
      return redirectWithToast(
        backTo(url),
        outcome === "cancelled" ? { kind: "success", title: t("schedule.cancelled") } : { kind: "error", title: t("schedule.errors.notPending") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="schedules" />;
}

export default function SchedulesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("schedule.tab")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("schedule.title")}>{t("schedule.intro")}</TabHeading>
      <ScheduleForm
        drafts={loaderData.drafts}
        campaignPages={loaderData.campaignPages}
        mayScheduleAll={loaderData.mayScheduleAll}
        refused={actionData}
        chosen={loaderData.chosen}
      />
      <ScheduleList pending={loaderData.pending} history={loaderData.history} campaignPages={loaderData.campaignPages} />
    </>
  );
}
