import type { LogoSize } from "~/domain/header-footer";
import { parseShowPages } from "~/domain/show-pages";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { HeaderSettingsRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";

export interface HeaderSettings {
  logoUrl: string;
  logoSize: LogoSize;
  showPages: Record<string, boolean>;
  showLanguageSwitcher: boolean;
  buttonUrl: string;
  buttonTextAr: string;
  buttonTextEn: string;
  updatedAt: string;
}

/** The spec's defaults: used when the row is missing or cannot be read. */
export const defaultHeaderSettings: HeaderSettings = {
  logoUrl: "/images/logo.svg",
  logoSize: "medium",
  showPages: {},
  showLanguageSwitcher: true,
  buttonUrl: "/download",
  buttonTextAr: "حمّل التطبيق",
  buttonTextEn: "Download the app",
  updatedAt: new Date(0).toISOString(),
};

function toHeaderSettings(row: HeaderSettingsRow): HeaderSettings {
  return {
    logoUrl: row.logoUrl,
    logoSize: row.logoSize as LogoSize,
    showPages: parseShowPages(row.showPages),
    showLanguageSwitcher: Boolean(row.showLanguageSwitcher),
    buttonUrl: row.buttonUrl,
    buttonTextAr: row.buttonTextAr,
    buttonTextEn: row.buttonTextEn,
    updatedAt: row.updatedAt,
  };
}

export async function getHeaderSettings(): Promise<HeaderSettings> {
  const row = await db.selectFrom("header_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? toHeaderSettings(row) : defaultHeaderSettings;
}

export async function updateHeaderSettings(patch: Partial<Omit<HeaderSettings, "updatedAt">>, actor: Actor) {
  const { showPages, showLanguageSwitcher, ...text } = patch;
  const values = {
    ...text,
    ...(showPages && { showPages: JSON.stringify(showPages) }),
    ...(showLanguageSwitcher !== undefined && { showLanguageSwitcher: showLanguageSwitcher ? 1 : 0 }),
    updatedAt: nowIso(),
  };
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("header_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    const after = await trx
      .insertInto("header_settings")
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRevision(trx, { actor, entity: "header", entityId: 1, action: "update", before, after, summary: "header" });
    return after;
  });
  return toHeaderSettings(row);
}
