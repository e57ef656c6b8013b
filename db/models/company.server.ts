import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { CompanySettingsRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";
import { nextVersionOf, refuseStale, StaleWrite } from "../versioned.server";

/*
 * The owner's facts, one row (id 1), read and written like the header and footer settings
 * (docs/decisions/0047-company-facts-and-launch-checklist.md). Every text is "" until given.
 */

export const companyFields = [
  "legalNameAr",
  "legalNameEn",
  "registrationNumber",
  "addressAr",
  "addressEn",
  "paymentPartnerAr",
  "paymentPartnerEn",
  "ratingValue",
  "ratingSource",
  "ratingDate",
  "supportHoursAr",
  "supportHoursEn",
] as const;

export type CompanyField = (typeof companyFields)[number];

export type CompanySettings = Record<CompanyField, string> & {
  updatedAt: string;
  /** Raised by every write (docs/decisions/0043-versions-and-conflicts.md). */
  version: number;
};

/** Any subset of the fields: the rest keep their stored values. */
export type CompanyPatch = Partial<Record<CompanyField, string>>;

/** Nothing given yet: used when the row is missing. */
export const emptyCompanySettings: CompanySettings = {
  ...(Object.fromEntries(companyFields.map((field) => [field, ""])) as Record<CompanyField, string>),
  updatedAt: new Date(0).toISOString(),
  version: 1,
};

function fromRow({ id: _id, ...row }: CompanySettingsRow): CompanySettings {
  return row;
}

export async function getCompanySettings(): Promise<CompanySettings> {
  const row = await db.selectFrom("company_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? fromRow(row) : emptyCompanySettings;
}

/** Writes the patch, records a revision of the whole row and moves the content version; with `expected`, refused (StaleWrite) when another write came first. */
export async function updateCompanySettings(patch: CompanyPatch, actor: Actor, expected?: number): Promise<CompanySettings> {
  const values = { ...patch, updatedAt: nowIso() };
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("company_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    refuseStale(false, !before && expected !== undefined && expected !== 1, expected, "company", 1);
    const after = await trx
      .insertInto("company_settings")
      .values({ id: 1, ...values, version: 2 })
      .onConflict((conflict) => {
        const update = conflict.column("id").doUpdateSet({ ...values, version: nextVersionOf("company_settings") });
        return expected === undefined ? update : update.where("company_settings.version", "=", expected);
      })
      .returningAll()
      .executeTakeFirst();
    if (!after) throw new StaleWrite("company", 1);
    await recordRevision(trx, { actor, entity: "company", entityId: 1, action: "update", before, after, summary: "company" });
    return after;
  });
  return fromRow(row);
}
