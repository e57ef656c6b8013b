import { CircleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { buttonStyles } from "~/components/admin/buttons";
import { useTranslation } from "~/lib/use-translation";
import { dashboardTabs, type DashboardTab } from "./tabs";
import { ForbiddenFrame, isForbidden } from "./forbidden";

function useFailure() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { t } = useTranslation();
  return {
    status,
    // A 403 from a tab's action: something the role may not do there (publishing every draft, a company fact).
    explanation: status === 403 ? t("errors.forbidden") : status < 500 ? t("admin.failure.badRequest") : t("admin.failure.serverError"),
    statusLine: t("admin.failure.status", { status }),
  };
}

/**
 * What a tab shows when its loader or action fails: the dashboard frame (header, tabs, toasts)
 * stays, and the tab's own area names what failed in the administrator's language.
 */
export function TabErrorBoundary({ tab }: { tab: DashboardTab }) {
  const { t } = useTranslation();
  const { status, explanation, statusLine } = useFailure();
  const { to, label } = dashboardTabs[tab];
  const tabName = t(label);
  return (
    <section
      role="alert"
      aria-labelledby="tab-failure-title"
      className="rounded-xl border border-red-200 bg-white p-6 shadow-sm"
      data-status={status}
    >
      <title>{`${tabName} | ${t("admin.header.title")}`}</title>
      <h2 id="tab-failure-title" className="flex items-center gap-2 text-xl font-black text-red-900">
        <CircleAlert className="size-6 shrink-0" aria-hidden="true" />
        {t("admin.failure.title", { tab: tabName })}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">{explanation}</p>
      <p className="mt-1 text-sm text-slate-600">{statusLine}</p>
      <Link to={to} reloadDocument className={`${buttonStyles.secondary} mt-4`}>
        {t("admin.failure.reload")}
      </Link>
    </section>
  );
}

/**
 * When the dashboard frame itself cannot load (its counts, the session): a plain page, same language.
 * A tab the role does not open (the guard's 403, reached by a client-side navigation) keeps the frame.
 */
export function DashboardErrorBoundary() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const error = useRouteError();
  const { explanation, statusLine } = useFailure();
  if (isForbidden(error)) return <ForbiddenFrame frame={error.data.frame} />;
  return (
    <main role="alert" className="mx-auto grid min-h-screen max-w-xl content-center gap-3 p-8">
      <title>{t("admin.header.title")}</title>
      <h1 className="text-2xl font-black text-red-900">{t("admin.failure.dashboard")}</h1>
      <p className="text-slate-800">{explanation}</p>
      <p className="text-sm text-slate-600">{statusLine}</p>
      <a href={pathname} className={buttonStyles.secondary}>
        {t("admin.failure.reload")}
      </a>
    </main>
  );
}
