import { perContentVersion } from "#db/content-version.server";
import { getCompanySettings } from "#db/models/company.server";
import { getSettings, defaultSettings } from "#db/models/settings.server";
import { listActiveTeamMembers } from "#db/models/team-members.server";
import { type LegalPageId, legalPageIds } from "~/config/pages";
import { site } from "~/config/site";
import { defaultEntries } from "~/content/defaults";
import { type CompanyChecklistField, controllerFields, missingCompanyFacts } from "~/domain/company-facts";
import type { Locale } from "~/domain/locale";
import { missingLanguages } from "~/domain/team-languages";
import { env } from "~/lib/env.server";
import { getDictionary } from "./dictionary.server";

/*
 * The launch checklist (docs/decisions/0047-company-facts-and-launch-checklist.md): each sample
 * fact the site still shows, with where it is fixed, after the blockers the law sets (the company
 * responsible for the data, the children's-data permit: docs/decisions/0051-launch-blockers-and-honest-defaults.md).
 * Read-only: it changes nothing on the public site. Empty when all are done (the dashboard then shows nothing). Everything it reads (the footer,
 * the company facts, the team, the published texts) moves the content version when written, so it is
 * worked out once per version, not on every load of the content tab; the environment is the process's.
 */

export type ChecklistItem =
  | { id: "phone" | "phoneContent" | "team"; href: string }
  | { id: "chat" | "stores" }
  | { id: "company"; href: string; missing: CompanyChecklistField[] }
  | { id: "statistics"; href: string; pages: StatisticsPage[] }
  | { id: "phoneLegal"; href: string; pages: LegalPageId[] }
  /** Members ticked to show but held back until both languages are written (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
  | { id: "teamLanguages"; href: string; members: { id: number; name: string; missing: Locale[] }[] }
  /** Blockers (docs/decisions/0051-launch-blockers-and-honest-defaults.md): the law's conditions, not placeholders. */
  | { id: "controller"; href: string; missing: CompanyChecklistField[]; blocker: true }
  | { id: "permit"; href: string; blocker: true };

/**
 * The statistics figures compared with the shipped ones; the home page's rating (4) comes from the
 * company facts instead, and the sellers' 24/7 (order tracking) is a service fact, not a sample.
 */
const statisticKeys = {
  home: [1, 2, 3].map((n) => `home.statistics.${n}.value`),
  about: [1, 2, 3, 4, 5, 6].map((n) => `about.stats.${n}.value`),
  teachers: [1, 2, 3, 4].map((n) => `teachers.stats.${n}.value`),
  sellers: [1, 2, 3].map((n) => `sellers.success.${n}.value`),
} as const;
type StatisticsPage = keyof typeof statisticKeys;

/**
 * Law 13/2016 art. 16: children's data is of a special nature and is processed under a permit of the
 * competent department. The privacy policy's children section cites the article once the permit is
 * held (the sentence is the checklist's hint), and the line goes away then.
 */
const permitCited = /لمادة\s*\(?16\)?/; // «المادة (16)» or «للمادة (16)»
const childrenSection = "privacy.children.";

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
  const missing = missingCompanyFacts(company);
  const controller = missing.filter((field) => (controllerFields as readonly string[]).includes(field));
  const others = missing.filter((field) => !controller.includes(field));
  if (controller.length > 0) items.push({ id: "controller", href: "/admin-dashboard/header-footer#company", missing: controller, blocker: true });
  if (!Object.entries(ar).some(([key, text]) => key.startsWith(childrenSection) && permitCited.test(text)))
    items.push({ id: "permit", href: "/admin-dashboard?open=privacy", blocker: true });
  if (footer.contactPhone.trim() === defaultSettings.footer.contactPhone)
    items.push({ id: "phone", href: "/admin-dashboard/header-footer#footer-settings-title" });
  if (stillShipped("contact.info.phone_value", dictionaries)) items.push({ id: "phoneContent", href: "/admin-dashboard?open=contact" });
  const legalPhones = legalPageIds.filter((page) => stillShipped(`${page}.contact.phone`, dictionaries));
  if (legalPhones.length > 0) items.push({ id: "phoneLegal", href: `/admin-dashboard?open=${legalPhones[0]}`, pages: legalPhones });
  const chat = env().CHAT_NUMBER;
  if (!chat || chat.replace(/\D/g, "") === site.chatNumber.replace(/\D/g, "")) items.push({ id: "chat" });
  if (others.length > 0) items.push({ id: "company", href: "/admin-dashboard/header-footer#company", missing: others });
  if (activeTeam.length === 0) items.push({ id: "team", href: "/admin-dashboard/team" });
  const halfWritten = activeTeam
    .map((member) => ({ id: member.id, name: member.name || member.nameEn, missing: missingLanguages(member) }))
    .filter((member) => member.missing.length > 0);
  if (halfWritten.length > 0) items.push({ id: "teamLanguages", href: `/admin-dashboard/team?edit=${halfWritten[0]!.id}`, members: halfWritten });
  const pages = (Object.keys(statisticKeys) as StatisticsPage[]).filter((page) => statisticKeys[page].some((key) => stillShipped(key, dictionaries)));
  if (pages.length > 0) items.push({ id: "statistics", href: `/admin-dashboard?open=${pages[0]}`, pages });
  const { APP_STORE_URL, PLAY_STORE_URL } = env();
  if (!APP_STORE_URL || APP_STORE_URL === site.appStoreUrl || !PLAY_STORE_URL || PLAY_STORE_URL === site.playStoreUrl) items.push({ id: "stores" });
  return items;
}
