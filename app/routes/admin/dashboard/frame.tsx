import { ChevronDown, CircleHelp, CircleUserRound, ExternalLink, FileText, Inbox, LayoutDashboard, Mail, Menu, Users } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { LanguageSwitch } from "~/components/admin/language-switch";
import { formatNumber } from "~/domain/formats";
import { useTranslation } from "~/lib/use-translation";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { dashboardTabs, type DashboardTab, helpPath, helpTopics, tabGroups, userMenuTabs } from "./tabs";
import type { Role } from "~/domain/roles";
import { Badge } from "~/components/admin/badge";
import { SearchForm } from "~/features/search/search-form.view";
import type { Frame } from "./frame.server";

export function DashboardHeader({ email, role, tabs, unread }: { email: string; role: Role; tabs: DashboardTab[]; unread: number }) {
  const { t } = useTranslation();
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:gap-x-3 lg:py-3">
        <NavigationDrawer tabs={tabs} unread={unread} />
        <h1 className="flex items-center gap-2 text-lg font-black text-slate-900 lg:text-xl">
          <LayoutDashboard className="size-6 text-sky-700" aria-hidden="true" />
          {/* On a phone the icon stands for it: the menu, the language and the account share the first row. */}
          <span className="sr-only sm:not-sr-only">{t("admin.header.title")}</span>
        </h1>
        <SearchForm
          id="header-search-q"
          label={t("search.headerLabel")}
          hideLabel
          className="order-last w-full sm:order-none sm:w-auto sm:flex-1 sm:max-w-md"
        />
        <div className="ms-auto flex items-center gap-2">
          <HelpLink />
          <LanguageSwitch />
          <UserMenu email={email} role={role} tabs={tabs} />
        </div>
      </div>
    </header>
  );
}

/**
 * A disclosure that works without JavaScript (`<details>`); with it, Escape, a click elsewhere and
 * a followed link close it, and focus returns to its button after Escape.
 */
function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, []);
  return ref;
}

const summaryStyle = `${buttonStyles.secondary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`;

/** Help for the tab on screen (the help pages: app/routes/admin/help). */
function HelpLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = helpPath(pathname);
  const topic = helpTopics.find((tab) => to.endsWith(`/${tab}`));
  return (
    <Link to={to} className={buttonStyles.secondary} title={topic ? t("help.linkTitle", { topic: t(dashboardTabs[topic].label) }) : undefined}>
      <CircleHelp className="size-5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t("help.link")}</span>
    </Link>
  );
}

/** Who is signed in, their own account and security, the public site and signing out. */
function UserMenu({ email, role, tabs }: { email: string; role: Role; tabs: DashboardTab[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ref = useDisclosure();
  return (
    <details ref={ref} className="relative">
      <summary className={summaryStyle}>
        <CircleUserRound className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("admin.header.userMenu")}</span>
        <bdi dir="ltr" className="hidden max-w-48 truncate sm:inline">
          {email}
        </bdi>
        <ChevronDown className="hidden size-4 sm:block" aria-hidden="true" />
      </summary>
      <div className="absolute end-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        <p className="text-sm text-slate-700">
          {t("admin.header.signedInAs")}{" "}
          <bdi dir="ltr" className="break-all font-semibold">
            {email}
          </bdi>{" "}
          <Badge tone={role === "administrator" ? "sky" : "emerald"}>{t(`admin.roles.${role}`)}</Badge>
        </p>
        <ul className="mt-3 grid gap-1 border-t border-slate-200 pt-3">
          {userMenuTabs
            .filter((tab) => tabs.includes(tab))
            .map((tab) => (
              <li key={tab}>
                <TabLink tab={tab} />
              </li>
            ))}
          <li>
            <a href={locale === "en" ? "/en" : "/"} target="_blank" rel="noopener" className={tabLinkStyle(false)}>
              <ExternalLink className="size-4" aria-hidden="true" />
              {t("admin.header.viewSite")}
              <span className="sr-only"> {t("admin.header.newTab")}</span>
            </a>
          </li>
        </ul>
        <Form method="post" action="/admin-logout" className="mt-3 border-t border-slate-200 pt-3">
          <SubmitButton intent="logout" variant="secondary" pendingLabel={t("admin.header.signingOut")} className="w-full">
            {t("admin.header.logout")}
          </SubmitButton>
        </Form>
      </div>
    </details>
  );
}

/** On a phone and a tablet, the navigation is a drawer behind one button; on a wide screen it is a column beside the tab. */
function NavigationDrawer({ tabs, unread }: { tabs: DashboardTab[]; unread: number }) {
  const { t } = useTranslation();
  const ref = useDisclosure();
  return (
    <details ref={ref} className="lg:hidden">
      <summary className={summaryStyle}>
        <Menu className="size-5" aria-hidden="true" />
        {t("admin.header.menu")}
      </summary>
      <div className="absolute inset-x-0 z-40 mt-2 max-h-[80vh] overflow-y-auto border-y border-slate-200 bg-white px-4 py-3 shadow-lg">
        <DashboardTabs tabs={tabs} unread={unread} place="drawer" />
      </div>
    </details>
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
      <ul className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
        {cards.map(
          ({ label, value, icon: Icon, tone }) =>
            value !== null && (
              <li key={label} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4">
                <Icon className={`size-6 shrink-0 sm:size-8 ${tone}`} aria-hidden="true" />
                <div>
                  <p className="text-sm font-semibold text-slate-700">{t(label)}</p>
                  <p className="text-xl font-black text-slate-900 sm:text-2xl" data-testid={label.split(".").pop()}>
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

function tabLinkStyle(isActive: boolean) {
  return `flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold ${
    isActive ? "bg-sky-50 text-sky-800 ring-1 ring-sky-200" : "text-slate-800 hover:bg-slate-100"
  }`;
}

/** One tab's link, marked when it is the current one (`aria-current="page"`). */
function TabLink({ tab, unread = 0 }: { tab: DashboardTab; unread?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { to, label } = dashboardTabs[tab];
  return (
    <NavLink to={to} end className={({ isActive }) => tabLinkStyle(isActive)}>
      {t(label)}
      {tab === "messages" && unread > 0 && (
        <span className="ms-auto rounded-full bg-amber-700 px-2 py-0.5 text-xs text-white" title={t("admin.tabs.unread", { count: unread })}>
          <span aria-hidden="true">{formatNumber(unread, locale)}</span>
          <span className="sr-only">{t("admin.tabs.unread", { count: unread })}</span>
        </span>
      )}
    </NavLink>
  );
}

/**
 * The tabs are links (docs/decisions/0016-dashboard-tabs-as-links.md), so each has its own URL and
 * works without JavaScript; grouped as a team works (tabs.ts), each group a list under its heading.
 */
export function DashboardTabs({ tabs, unread = 0, place }: { tabs: DashboardTab[]; unread?: number; place: "column" | "drawer" }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("admin.tabs.label")}>
      {tabGroups.map(({ label, tabs: grouped }) => {
        const shown = grouped.filter((tab) => tabs.includes(tab));
        if (shown.length === 0) return null;
        const id = `${place}-tabs-${label.split(".").pop()}`;
        return (
          <section key={label} aria-labelledby={id} className="mb-4 last:mb-0">
            <h2 id={id} className="mb-1 px-3 text-xs font-bold text-slate-600">
              {t(label)}
            </h2>
            <ul className="grid gap-0.5">
              {shown.map((tab) => (
                <li key={tab}>
                  <TabLink tab={tab} unread={unread} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

/**
 * The dashboard around a tab: skip link, header (search, language, sign-out), summary cards and the
 * role's tabs. The layout renders the tab's route inside; a refused tab (forbidden.tsx) its message.
 */
export function DashboardFrame({ frame, children, toaster }: { frame: Frame; children: React.ReactNode; toaster?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
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
      <DashboardHeader email={email} role={role} tabs={tabs} unread={counts.unreadMessages ?? 0} />
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-4 lg:py-6">
        <aside className="hidden w-56 shrink-0 lg:block">
          <DashboardTabs tabs={tabs} unread={counts.unreadMessages ?? 0} place="column" />
        </aside>
        <main id="dashboard-main" className="min-w-0 flex-1">
          {pathname === dashboardTabs.content.to && <SummaryCards counts={counts} />}
          <div className={pathname === dashboardTabs.content.to ? "mt-6" : undefined}>{children}</div>
        </main>
      </div>
      {toaster}
    </div>
  );
}
