import { randomUUID } from "node:crypto";
import { data, Outlet } from "react-router";
import { countContactMessages } from "#db/models/contact-messages.server";
import { countContentItems } from "#db/models/content-items.server";
import { countTeamMembers } from "#db/models/team-members.server";
import { DashboardHeader, DashboardTabs, SummaryCards } from "./frame";
import { useTranslation } from "react-i18next";
import { Toaster } from "./toaster";
import { takeFlash } from "~/lib/flash.server";
import type { Route } from "./+types/route";
import { currentAdmin, requireAdminMiddleware } from "./admin-context.server";
import { DashboardErrorBoundary } from "./error-boundary";
import { mayReach } from "~/domain/roles";
import { dashboardTabs, type DashboardTab } from "./tabs";
import { requireSecondFactorMiddleware } from "./require-second-factor.server";

export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware, requireSecondFactorMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = currentAdmin(context);
  // The tabs of the signed-in user's role; the message counts only for those who may read messages.
  const tabs = (Object.keys(dashboardTabs) as DashboardTab[]).filter((tab) => mayReach(admin.user, dashboardTabs[tab].to));
  const messages = tabs.includes("messages");
  const [totalMessages, unreadMessages, contentItems, teamMembers] = await Promise.all([
    messages ? countContactMessages() : null,
    messages ? countContactMessages("unread") : null,
    countContentItems(),
    countTeamMembers(),
  ]);
  const { flash, headers } = await takeFlash(request);
  return data(
    {
      email: admin.user.email,
      role: admin.user.role,
      tabs,
      counts: { totalMessages, unreadMessages, contentItems, teamMembers },
      toast: flash && { ...flash, id: flash.id ?? randomUUID() },
    },
    { headers },
  );
}

/** Signed-in pages are never stored by a browser or a proxy. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { email, role, tabs, counts, toast } = loaderData;
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
        <div className="mt-6">
          <Outlet />
        </div>
      </main>
      <Toaster toast={toast} />
    </div>
  );
}
