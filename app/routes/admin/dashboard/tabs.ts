import type { StringKey } from "~/components/admin/locale";

/** The dashboard's tabs, each its own URL (docs/decisions/0016-dashboard-tabs-as-links.md). */
export const dashboardTabs = {
  content: { to: "/admin-dashboard", label: "admin.tabs.content" },
  pages: { to: "/admin-dashboard/pages", label: "admin.tabs.pages" },
  headerFooter: { to: "/admin-dashboard/header-footer", label: "admin.tabs.headerFooter" },
  messages: { to: "/admin-dashboard/messages", label: "admin.tabs.messages" },
  team: { to: "/admin-dashboard/team", label: "admin.tabs.team" },
  users: { to: "/admin-dashboard/users", label: "admin.tabs.users" },
  faq: { to: "/admin-dashboard/faq", label: "admin.tabs.faq" },
  activity: { to: "/admin-dashboard/activity", label: "admin.tabs.activity" },
  media: { to: "/admin-dashboard/media", label: "admin.tabs.media" },
  newsletter: { to: "/admin-dashboard/newsletter", label: "admin.tabs.newsletter" },
  newsletters: { to: "/admin-dashboard/newsletters", label: "admin.tabs.newsletters" },
  outbox: { to: "/admin-dashboard/outbox", label: "admin.tabs.outbox" },
  account: { to: "/admin-dashboard/account", label: "admin.tabs.account" },
  security: { to: "/admin-dashboard/security", label: "admin.security.title" },
  schedules: { to: "/admin-dashboard/schedules", label: "schedule.tab" },
  analytics: { to: "/admin-dashboard/analytics", label: "analytics.tab" },
  redirects: { to: "/admin-dashboard/redirects", label: "redirects.tab" },
} as const satisfies Record<string, { to: string; label: StringKey }>;

export type DashboardTab = keyof typeof dashboardTabs;

/**
 * The navigation in groups, as a team works (docs/decisions/0016-dashboard-tabs-as-links.md): daily
 * work first, then the audience, the site's frame and administration. A group the role reaches no
 * tab of is not shown.
 */
export const tabGroups = [
  { label: "admin.tabs.groups.daily", tabs: ["content", "pages", "schedules", "messages", "media", "faq", "team"] },
  { label: "admin.tabs.groups.audience", tabs: ["analytics", "newsletter", "newsletters"] },
  { label: "admin.tabs.groups.site", tabs: ["headerFooter", "redirects"] },
  { label: "admin.tabs.groups.administration", tabs: ["users", "activity", "outbox"] },
] as const satisfies readonly { label: StringKey; tabs: readonly DashboardTab[] }[];

/** One's own account and its security: under the user's menu, not among the team's tabs. */
export const userMenuTabs = ["account", "security"] as const satisfies readonly DashboardTab[];

/** The tabs with a page of help (app/routes/admin/help): every one, in the navigation's order. */
export const helpTopics: DashboardTab[] = [...tabGroups.flatMap((group) => group.tabs), ...userMenuTabs];

/** The header's help link: the current tab's page, or the index where the page is no tab. */
export function helpPath(pathname: string) {
  const topic = helpTopics.find((tab) => dashboardTabs[tab].to === pathname);
  return topic ? `/admin-dashboard/help/${topic}` : "/admin-dashboard/help";
}
