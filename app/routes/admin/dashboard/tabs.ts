import type { StringKey } from "~/components/admin/locale";

/** The dashboard's tabs, each its own URL (docs/decisions/0016-dashboard-tabs-as-links.md). */
export const dashboardTabs = {
  content: { to: "/admin-dashboard", label: "admin.tabs.content" },
  headerFooter: { to: "/admin-dashboard/header-footer", label: "admin.tabs.headerFooter" },
  messages: { to: "/admin-dashboard/messages", label: "admin.tabs.messages" },
  team: { to: "/admin-dashboard/team", label: "admin.tabs.team" },
  users: { to: "/admin-dashboard/users", label: "admin.tabs.users" },
  faq: { to: "/admin-dashboard/faq", label: "admin.tabs.faq" },
  activity: { to: "/admin-dashboard/activity", label: "admin.tabs.activity" },
  media: { to: "/admin-dashboard/media", label: "admin.tabs.media" },
  newsletter: { to: "/admin-dashboard/newsletter", label: "admin.tabs.newsletter" },
  outbox: { to: "/admin-dashboard/outbox", label: "admin.tabs.outbox" },
  account: { to: "/admin-dashboard/account", label: "admin.tabs.account" },
  security: { to: "/admin-dashboard/security", label: "admin.security.title" },
  schedules: { to: "/admin-dashboard/schedules", label: "schedule.tab" },
  analytics: { to: "/admin-dashboard/analytics", label: "analytics.tab" },
} as const satisfies Record<string, { to: string; label: StringKey }>;

export type DashboardTab = keyof typeof dashboardTabs;
