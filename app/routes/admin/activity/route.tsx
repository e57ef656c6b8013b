import { listUsers } from "#db/models/users.server";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "react-i18next";
import { activityPage, historyPageSize, isActivityFilter, pageOf } from "~/services/history.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { ActivityFilters, ActivityTable } from "./activity-views";

/** Filters the form does not know (a hand-edited address) are dropped, not an error: the page still shows. */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const actor = params.get("actor")?.trim() || undefined;
  const requestedAction = params.get("action")?.trim() || undefined;
  const action = requestedAction && isActivityFilter(requestedAction) ? requestedAction : undefined;
  const page = pageOf(params) ?? 1;
  const [{ items, total }, actors] = await Promise.all([activityPage({ actor, action }, page), listUsers()]);
  return {
    items,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / historyPageSize)),
    actors: actors.map((user) => user.email),
    filter: { actor: actor ?? "", action: action ?? "" },
  };
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="activity" />;
}

export default function ActivityTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, pages, actors, filter } = loaderData;
  return (
    <>
      <title>{`${t("admin.tabs.activity")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("admin.activity.title")}>{t("admin.activity.intro")}</TabHeading>
      <ActivityFilters actors={actors} filter={filter} total={total} />
      <ActivityTable items={items} />
      <Pager page={page} pages={pages} label={t("admin.activity.paging")} />
    </>
  );
}
