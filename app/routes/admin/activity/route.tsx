import { listUsers } from "#db/models/users.server";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "~/lib/use-translation";
import { activityPage, historyPageSize, isActivityFilter, pageOf } from "~/services/history.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { ActivityFilters, ActivityTable } from "./activity-views";
import { data } from "react-router";
import { TabSearch } from "~/components/admin/tab-search";
import { tabQueryOf } from "~/features/search/tab-query.route.server";

/**
 * Filters the form does not know (a hand-edited address) are dropped, not an error: the page still shows.
 * `?q=` searches who did what and on what (the actor's email, the action's code and its name in either
 * language, the summary, the entity) through the search index, with the other filters; its matches are
 * paged like the log.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const actor = params.get("actor")?.trim() || undefined;
  const requestedAction = params.get("action")?.trim() || undefined;
  const action = requestedAction && isActivityFilter(requestedAction) ? requestedAction : undefined;
  const page = pageOf(params) ?? 1;
  const { search, ...query } = await tabQueryOf(url, context);
  const [{ items, total }, actors] = await Promise.all([activityPage({ actor, action, ...(search && { search }) }, page), listUsers()]);
  return data(
    {
      items,
      total,
      page,
      pages: Math.max(1, Math.ceil(total / historyPageSize)),
      actors: actors.map((user) => user.email),
      filter: { actor: actor ?? "", action: action ?? "" },
      query,
    },
    { status: query.error ? 400 : 200 },
  );
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="activity" />;
}

export default function ActivityTab({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, page, pages, actors, filter } = loaderData;
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.activity")} title={t("admin.activity.title")}>
        {t("admin.activity.intro")}
      </TabHeading>
      <TabSearch
        id="activity-q"
        label={t("search.tab.activity")}
        q={loaderData.query.q}
        error={loaderData.query.error}
        keep={filter}
        hint={t("search.tab.activityScope")}
      />
      <ActivityFilters actors={actors} filter={filter} total={total} q={loaderData.query.q} />
      <ActivityTable items={items} />
      <Pager page={page} pages={pages} label={t("admin.activity.paging")} />
    </>
  );
}
