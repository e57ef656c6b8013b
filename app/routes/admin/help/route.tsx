import { CircleHelp } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { data, Link } from "react-router";
import { buttonStyles } from "~/components/admin/buttons";
import type { StringKey } from "~/components/admin/locale";
import { TabHeading } from "~/components/admin/tab-heading";
import { dashboardTabs, type DashboardTab, helpTopics } from "../dashboard/tabs";
import type { Route } from "./+types/route";

/**
 * A short page of help for each tab, in the dashboard's language (docs/decisions/0016-dashboard-tabs-as-links.md):
 * what the tab holds and how to get done what one came for. Every role reads every page; the tab
 * itself still asks for its role.
 */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

const isTopic = (value: string | undefined): value is DashboardTab => helpTopics.includes(value as DashboardTab);

export function loader({ params }: Route.LoaderArgs) {
  if (params.topic !== undefined && !isTopic(params.topic)) throw data(null, { status: 404 });
  return { topic: params.topic ?? null };
}

function TopicList({ except }: { except?: DashboardTab }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {helpTopics
        .filter((topic) => topic !== except)
        .map((topic) => (
          <li key={topic}>
            <Link
              to={`/admin-dashboard/help/${topic}`}
              className="flex min-h-10 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 font-bold text-sky-800 hover:border-sky-700"
            >
              <CircleHelp className="size-4 shrink-0" aria-hidden="true" />
              {t(dashboardTabs[topic].label)}
            </Link>
          </li>
        ))}
    </ul>
  );
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { topic } = loaderData;
  if (!topic) {
    return (
      <>
        <TabHeading documentTitle={t("help.indexTitle")} title={t("help.indexTitle")}>
          {t("help.indexIntro")}
        </TabHeading>
        <TopicList />
      </>
    );
  }
  const name = t(dashboardTabs[topic].label);
  const steps = Object.values(t(`help.topics.${topic}.steps` as StringKey, { returnObjects: true }) as Record<string, string>);
  return (
    <>
      <TabHeading
        documentTitle={t("help.topicTitle", { topic: name })}
        title={t("help.topicTitle", { topic: name })}
        actions={
          <Link to={dashboardTabs[topic].to} className={buttonStyles.secondary}>
            {t("help.open", { topic: name })}
          </Link>
        }
      >
        {t(`help.topics.${topic}.intro` as StringKey)}
      </TabHeading>
      <section aria-labelledby="help-steps" className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id="help-steps" className="text-lg font-bold text-slate-900">
          {t("help.steps")}
        </h3>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-800">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="help-others" className="mt-8">
        <h3 id="help-others" className="mb-3 text-lg font-bold text-slate-900">
          {t("help.others")}
        </h3>
        <TopicList except={topic} />
      </section>
    </>
  );
}
