import { ExternalLink, FileText, Inbox, LayoutDashboard, Mail, Users } from "lucide-react";
import { Form, NavLink } from "react-router";
import { LanguageSwitch } from "~/components/admin/language-switch";
import { formatNumber } from "~/config/site";
import { useTranslation } from "react-i18next";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { dashboardTabs, type DashboardTab } from "./tabs";
import type { Role } from "~/domain/roles";
import { Badge } from "~/components/admin/badge";
import { SearchForm } from "../search/search-form";
import type { Frame } from "./frame.server";

export function DashboardHeader({ email, role }: { email: string; role: Role }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <h1 className="flex items-center gap-2 text-xl font-black text-slate-900">
          <LayoutDashboard className="size-6 text-sky-700" aria-hidden="true" />
          {t("admin.header.title")}
        </h1>
        <SearchForm
          id="header-search-q"
          label={t("search.headerLabel")}
          hideLabel
          className="order-last w-full sm:order-none sm:w-auto sm:flex-1 sm:max-w-md"
        />
        <p className="ms-auto text-sm text-slate-700">
          {t("admin.header.signedInAs")}{" "}
          <bdi dir="ltr" className="font-semibold">
            {email}
          </bdi>{" "}
          <Badge tone={role === "administrator" ? "sky" : "emerald"}>{t(`admin.roles.${role}`)}</Badge>
        </p>
        <a href={locale === "en" ? "/en" : "/"} target="_blank" rel="noopener" className={buttonStyles.secondary}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {t("admin.header.viewSite")}
          <span className="sr-only"> {t("admin.header.newTab")}</span>
        </a>
        <LanguageSwitch />
        <Form method="post" action="/admin-logout">
          <SubmitButton intent="logout" variant="secondary" pendingLabel={t("admin.header.signingOut")}>
            {t("admin.header.logout")}
          </SubmitButton>
        </Form>
      </div>
    </header>
  );
}

/** `null`: not for this user's role (an editor does not see the message counts). */
interface Counts {
  totalMessages: number | null;
  unreadMessages: number | null;
  contentItems: number;
  teamMembers: number;
}

export function SummaryCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cards: { label: StringKey; value: number | null; icon: typeof Mail; tone: string }[] = [
    { label: "admin.summary.totalMessages", value: counts.totalMessages, icon: Mail, tone: "text-sky-700" },
    { label: "admin.summary.unreadMessages", value: counts.unreadMessages, icon: Inbox, tone: "text-amber-700" },
    { label: "admin.summary.contentItems", value: counts.contentItems, icon: FileText, tone: "text-emerald-700" },
    { label: "admin.summary.teamMembers", value: counts.teamMembers, icon: Users, tone: "text-violet-700" },
  ];
  return (
    <section aria-label={t("admin.summary.label")}>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(
          ({ label, value, icon: Icon, tone }) =>
            value !== null && (
              <li key={label} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <Icon className={`size-8 shrink-0 ${tone}`} aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-slate-700">{t(label)}</p>
                  <p className="text-2xl font-black text-slate-900" data-testid={label.split(".").pop()}>
                    {formatNumber(value, locale)}
                  </p>
                </div>
              </li>
            ),
        )}
      </ul>
    </section>
  );
}

/** The tabs are links (docs/decisions/0016-dashboard-tabs-as-links.md), so each has its own URL and works without JavaScript. */
export function DashboardTabs({ tabs, unread }: { tabs: DashboardTab[]; unread: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t("admin.tabs.label")} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-slate-200/70 p-1.5 sm:grid-cols-4 lg:grid-cols-7">
        {tabs
          .map((tab) => dashboardTabs[tab])
          .map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className={({ isActive }) =>
                  `flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm font-bold ${
                    isActive ? "bg-white text-sky-800 shadow-sm" : "text-slate-800 hover:bg-white/70"
                  }`
                }
              >
                {t(label)}
                {to === dashboardTabs.messages.to && unread > 0 && (
                  <span className="rounded-full bg-amber-700 px-2 py-0.5 text-xs text-white" title={t("admin.tabs.unread", { count: unread })}>
                    <span aria-hidden="true">{formatNumber(unread, locale)}</span>
                    <span className="sr-only">{t("admin.tabs.unread", { count: unread })}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The dashboard around a tab: skip link, header (search, language, sign-out), summary cards and the
 * role's tabs. The layout renders the tab's route inside; a refused tab (forbidden.tsx) its message.
 */
export function DashboardFrame({ frame, children, toaster }: { frame: Frame; children: React.ReactNode; toaster?: React.ReactNode }) {
  const { t } = useTranslation();
  const { email, role, tabs, counts } = frame;
  return (
    <div className="min-h-screen bg-slate-50">
      <meta name="robots" content="noindex" />
      <a
        href="#dashboard-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("admin.skipToContent")}
      </a>
      <DashboardHeader email={email} role={role} />
      <main id="dashboard-main" className="mx-auto max-w-7xl px-4 py-6">
        <SummaryCards counts={counts} />
        <DashboardTabs tabs={tabs} unread={counts.unreadMessages ?? 0} />
        <div className="mt-6">{children}</div>
      </main>
      {toaster}
    </div>
  );
}
