import { sql, type Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * The owner's facts in one place (docs/decisions/0047-company-facts-and-launch-checklist.md): one
 * row (id 1) with the company's legal name, commercial registration, street address, the licensed
 * payment partner that holds children's wallet money, the store rating with its source and date,
 * and the support hours. Every text starts empty (not given yet): the site shows a neutral sentence
 * in place of a fact nobody has confirmed. Public pages read it, so a write moves the content version.
 */

const texts = [
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
];

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  let table = db.schema.createTable("company_settings").addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`));
  for (const column of texts) table = table.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
  await table
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.insertInto("company_settings").values({ id: 1 }).execute();
  await k.versionTrigger("company_settings");
}

export async function down(db: Kysely<any>): Promise<void> {
  await kit(db).dropVersionTrigger("company_settings");
  await db.schema.dropTable("company_settings").execute();
}
