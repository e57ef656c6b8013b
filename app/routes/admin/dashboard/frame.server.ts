import { countContactMessages } from "#db/models/contact-messages.server";
import { countContentItems } from "#db/models/content-items.server";
import { countTeamMembers } from "#db/models/team-members.server";
import { mayReach } from "~/domain/roles";
import type { SignedIn } from "~/services/session.server";
import { dashboardTabs, type DashboardTab } from "./tabs";

/**
 * What the dashboard's frame shows around a tab (frame.tsx `DashboardFrame`): who is signed in, the
 * tabs of their role (app/domain/roles.ts) and the summary counts, the message counts only for
 * those who may read messages. Read by the layout's loader, and by its middleware for a tab the
 * role does not open, so the refusal is shown inside the same frame (forbidden.tsx).
 */
export async function loadFrame(user: SignedIn["user"]) {
  const tabs = (Object.keys(dashboardTabs) as DashboardTab[]).filter((tab) => mayReach(user, dashboardTabs[tab].to));
  const messages = tabs.includes("messages");
  const [totalMessages, unreadMessages, contentItems, teamMembers] = await Promise.all([
    messages ? countContactMessages() : null,
    messages ? countContactMessages("unread") : null,
    countContentItems(),
    countTeamMembers(),
  ]);
  return { email: user.email, role: user.role, tabs, counts: { totalMessages, unreadMessages, contentItems, teamMembers } };
}

export type Frame = Awaited<ReturnType<typeof loadFrame>>;
