import type { LogoSize } from "~/domain/header-footer";
import { parseShowPages } from "~/domain/show-pages";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { FooterSettingsRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";

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
}

export const defaultFooterSettings: FooterSettings = {
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
};

function toFooterSettings(row: FooterSettingsRow): FooterSettings {
  const { id: _id, showPages, showSocialLinks, logoSize, ...text } = row;
  return {
    ...text,
    logoSize: logoSize as LogoSize,
    showPages: parseShowPages(showPages),
    showSocialLinks: Boolean(showSocialLinks),
  };
}

export async function getFooterSettings(): Promise<FooterSettings> {
  const row = await db.selectFrom("footer_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? toFooterSettings(row) : defaultFooterSettings;
}

export async function updateFooterSettings(patch: Partial<Omit<FooterSettings, "updatedAt">>, actor: Actor) {
  const { showPages, showSocialLinks, ...text } = patch;
  const values = {
    ...text,
    ...(showPages && { showPages: JSON.stringify(showPages) }),
    ...(showSocialLinks !== undefined && { showSocialLinks: showSocialLinks ? 1 : 0 }),
    updatedAt: nowIso(),
  };
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("footer_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    const after = await trx
      .insertInto("footer_settings")
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRevision(trx, { actor, entity: "footer", entityId: 1, action: "update", before, after, summary: "footer" });
    return after;
  });
  return toFooterSettings(row);
}
