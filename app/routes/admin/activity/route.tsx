import { listUsers } from "#db/models/users.server";
import { Pager } from "~/components/admin/pager";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "react-i18next";
import { activityPage, historyPageSize, isActivityFilter, pageOf } from "~/services/history.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { ActivityFilters, ActivityTable } from "./activity-views";
import { data } from "react-router";
import { TabSearch } from "~/components/admin/tab-search";
import { getT } from "~/lib/i18n.server";
import { filterRows, listQueryOf } from "../search/list-filter.server";

/** How many of the newest entries (after the actor and action filters) a `?q=` searches. */
const searchWindow = 1000;

/**
 * Filters the form does not know (a hand-edited address) are dropped, not an error: the page still shows.
 * `?q=` searches who did what and on what (the actor's email, the action's name and code, the summary) among
 * the newest 1,000 entries the filters leave, with the §15 folding; its matches are paged like the log.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = listQueryOf(url, context);
  const params = url.searchParams;
  const actor = params.get("actor")?.trim() || undefined;
  const requestedAction = params.get("action")?.trim() || undefined;
  const action = requestedAction && isActivityFilter(requestedAction) ? requestedAction : undefined;
  const page = pageOf(params) ?? 1;
  const t = getT(context);
  const actionName = (code: string) => {
    const key = `admin.activity.actions.${code}`;
    const name = t(key as never);
    return name === key ? "" : String(name);
  };
  const [{ items, total }, actors] = await Promise.all([
    query.words
      ? activityPage({ actor, action }, 1, searchWindow).then(({ items }) => {
          const matched = filterRows(items, query.words, (item) => [
            item.actorEmail,
            item.action,
            actionName(item.action),
            item.summary,
            item.entity,
          ]);
          return { items: matched.slice((page - 1) * historyPageSize, page * historyPageSize), total: matched.length };
        })
      : activityPage({ actor, action }, page),
    listUsers(),
  ]);
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
      <title>{`${t("admin.tabs.activity")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("admin.activity.title")}>{t("admin.activity.intro")}</TabHeading>
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
