import type { LogoSize } from "~/domain/header-footer";
import { parseShowPages } from "~/domain/show-pages";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { FooterSettingsRow, HeaderSettingsRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";
import { nextVersionOf, refuseStale, StaleWrite } from "../versioned.server";

/** The site's singleton settings: one row each (id 1), read and written the same way. */

export interface HeaderSettings {
  logoUrl: string;
  logoSize: LogoSize;
  showPages: Record<string, boolean>;
  showLanguageSwitcher: boolean;
  buttonUrl: string;
  buttonTextAr: string;
  buttonTextEn: string;
  updatedAt: string;
  /** Raised by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: number;
}

export interface FooterSettings {
  logoUrl: string;
  logoSize: LogoSize;
  showPages: Record<string, boolean>;
  showSocialLinks: boolean;
  copyrightTextAr: string;
  copyrightTextEn: string;
  contactPhone: string;
  contactEmail: string;
  contactAddressAr: string;
  contactAddressEn: string;
  updatedAt: string;
  /** Raised by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: number;
}

interface SettingsOf {
  header: HeaderSettings;
  footer: FooterSettings;
}
export type SettingsName = keyof SettingsOf;
export type Settings<Name extends SettingsName> = SettingsOf[Name];
/** Any subset of the fields: the rest keep their stored values. */
export type SettingsPatch<Name extends SettingsName> = Partial<Omit<Settings<Name>, "updatedAt" | "version">>;

/** Where each is stored, and its one on/off column (a 0/1 integer there). */
const stored = {
  header: { table: "header_settings", flag: "showLanguageSwitcher" },
  footer: { table: "footer_settings", flag: "showSocialLinks" },
} as const;

export const settingsNames = Object.keys(stored) as SettingsName[];

/** The spec's defaults: used when the row is missing or cannot be read. */
export const defaultSettings: { [Name in SettingsName]: Settings<Name> } = {
  header: {
    logoUrl: "/images/logo.svg",
    logoSize: "medium",
    showPages: {},
    showLanguageSwitcher: true,
    buttonUrl: "/download",
    buttonTextAr: "حمّل التطبيق",
    buttonTextEn: "Download the app",
    updatedAt: new Date(0).toISOString(),
    version: 1,
  },
  footer: {
    logoUrl: "/images/logo.svg",
    logoSize: "medium",
    showPages: {},
    showSocialLinks: true,
    copyrightTextAr: "© 2026 مهامي. جميع الحقوق محفوظة.",
    copyrightTextEn: "© 2026 Mahami. All rights reserved.",
    contactPhone: "+974 4000 0000",
    contactEmail: "support@mahami.qa",
    contactAddressAr: "الدوحة، قطر",
    contactAddressEn: "Doha, Qatar",
    updatedAt: new Date(0).toISOString(),
    version: 1,
  },
};

/** A stored row: the columns both share are typed, the rest are those of `name`'s table. */
type Row = Pick<HeaderSettingsRow & FooterSettingsRow, "id" | "logoSize" | "showPages">;

function fromRow<Name extends SettingsName>(name: Name, row: Row): Settings<Name> {
  const { id: _id, ...columns } = row;
  const flag = stored[name].flag;
  return {
    ...columns,
    logoSize: columns.logoSize as LogoSize,
    showPages: parseShowPages(columns.showPages),
    [flag]: Boolean((columns as Record<string, unknown>)[flag]),
  } as Settings<Name>;
}

export async function getSettings<Name extends SettingsName>(name: Name): Promise<Settings<Name>> {
  const row = await db.selectFrom(stored[name].table).selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? fromRow(name, row) : defaultSettings[name];
}

/** Writes the patch, records a revision of the whole row and moves the content version (docs/decisions/0025-history-and-activity.md). */
export async function updateSettings<Name extends SettingsName>(
  name: Name,
  patch: SettingsPatch<Name>,
  actor: Actor,
  expected?: number,
): Promise<Settings<Name>> {
  const { table, flag } = stored[name];
  const { showPages, [flag]: on, ...text } = patch as SettingsPatch<SettingsName> & Record<string, unknown>;
  const values = {
    ...text,
    ...(showPages && { showPages: JSON.stringify(showPages) }),
    ...(on !== undefined && { [flag]: on ? 1 : 0 }),
    updatedAt: nowIso(),
  };
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom(table).selectAll().where("id", "=", 1).executeTakeFirst();
    // A missing row is version 1 (the defaults'); the upsert's update compares the version it raises (docs/decisions/0043-versions-and-conflicts.md).
    refuseStale(false, !before && expected !== undefined && expected !== 1, expected, name, 1);
    const after = await trx
      .insertInto(table)
      .values({ id: 1, ...values, version: 2 })
      .onConflict((conflict) => {
        const update = conflict.column("id").doUpdateSet({ ...values, version: nextVersionOf(table) });
        return expected === undefined ? update : update.where(`${table}.version`, "=", expected);
      })
      .returningAll()
      .executeTakeFirst();
    // Only the version's `where` leaves the upsert without a row.
    if (!after) throw new StaleWrite(name, 1);
    await recordRevision(trx, { actor, entity: name, entityId: 1, action: "update", before, after, summary: name });
    return after;
  });
  return fromRow(name, row);
}
