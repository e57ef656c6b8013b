import { perContentVersion } from "#db/content-version.server";
import { getCompanySettings } from "#db/models/company.server";
import { getSettings, defaultSettings } from "#db/models/settings.server";
import { listActiveTeamMembers } from "#db/models/team-members.server";
import { site } from "~/config/site";
import { defaultEntries } from "~/content/defaults";
import { type CompanyChecklistField, missingCompanyFacts } from "~/domain/company-facts";
import { env } from "~/lib/env.server";
import { getDictionary } from "./dictionary.server";

/*
 * The launch checklist (docs/decisions/0047-company-facts-and-launch-checklist.md): each sample
 * fact the site still shows, with where it is fixed. Read-only: it changes nothing on the public
 * site. Empty when all are done (the dashboard then shows nothing). Everything it reads (the footer,
 * the company facts, the team, the published texts) moves the content version when written, so it is
 * worked out once per version, not on every load of the content tab; the environment is the process's.
 */

export type ChecklistItem =
  | { id: "phone" | "phoneContent" | "team"; href: string }
  | { id: "chat" | "stores" }
  | { id: "company"; href: string; missing: CompanyChecklistField[] }
  | { id: "statistics"; href: string; pages: ("home" | "about")[] };

/** The statistics figures compared with the shipped ones; the home page's rating (4) comes from the company facts instead. */
const statisticKeys = {
  home: [1, 2, 3].map((n) => `home.statistics.${n}.value`),
  about: [1, 2, 3, 4, 5, 6].map((n) => `about.stats.${n}.value`),
} as const;

const shipped = new Map(defaultEntries.map((entry) => [entry.key, entry]));

/** Whether the key still shows its shipped text in both languages. */
function stillShipped(key: string, dictionaries: { ar: Record<string, string>; en: Record<string, string> }) {
  const entry = shipped.get(key);
  return Boolean(entry && dictionaries.ar[key] === entry.ar && dictionaries.en[key] === entry.en);
}

export function launchChecklist(): Promise<ChecklistItem[]> {
  return perContentVersion("launch-checklist", readChecklist);
}

async function readChecklist(): Promise<ChecklistItem[]> {
  const [footer, company, activeTeam, ar, en] = await Promise.all([
    getSettings("footer"),
    getCompanySettings(),
    listActiveTeamMembers(),
    getDictionary("ar"),
    getDictionary("en"),
  ]);
  const dictionaries = { ar, en };
  const items: ChecklistItem[] = [];
  if (footer.contactPhone.trim() === defaultSettings.footer.contactPhone)
    items.push({ id: "phone", href: "/admin-dashboard/header-footer#footer-settings-title" });
  if (stillShipped("contact.info.phone_value", dictionaries)) items.push({ id: "phoneContent", href: "/admin-dashboard?open=contact" });
  const chat = env().CHAT_NUMBER;
  if (!chat || chat.replace(/\D/g, "") === site.chatNumber.replace(/\D/g, "")) items.push({ id: "chat" });
  const missing = missingCompanyFacts(company);
  if (missing.length > 0) items.push({ id: "company", href: "/admin-dashboard/header-footer#company", missing });
  if (activeTeam.length === 0) items.push({ id: "team", href: "/admin-dashboard/team" });
  const pages = (["home", "about"] as const).filter((page) => statisticKeys[page].some((key) => stillShipped(key, dictionaries)));
  if (pages.length > 0) items.push({ id: "statistics", href: `/admin-dashboard?open=${pages[0]}`, pages });
  const { APP_STORE_URL, PLAY_STORE_URL } = env();
  if (!APP_STORE_URL || APP_STORE_URL === site.appStoreUrl || !PLAY_STORE_URL || PLAY_STORE_URL === site.playStoreUrl) items.push({ id: "stores" });
  return items;
}
