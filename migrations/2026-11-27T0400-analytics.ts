import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Cookie-free analytics counted on the server (docs/decisions/0045-cookie-free-analytics.md): daily
 * aggregates only, kept two years. `analytics_daily` holds the views and unique visitors of a day
 * by page, language, referrer host, utm_source and device class; `analytics_conversions` the contact
 * messages, newsletter sign-ups and store downloads by the page they started on. `analytics_salts`
 * (one random salt per day, shared by every node) and `analytics_visitors` (that day's salted
 * hashes, so several nodes count one visitor once) only live while their day does.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", ...k.big((c) => c.notNull().defaultTo(0)))
    .addColumn("visitors", ...k.big((c) => c.notNull().defaultTo(0)))
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema
    .createTable("analytics_conversions")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("count", ...k.big((c) => c.notNull().defaultTo(0)))
    .addPrimaryKeyConstraint("analytics_conversions_pk", ["day", "kind", "page"])
    .execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("analytics_visitors")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visitors_pk", ["day", "dimension", "value", "hash"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["analytics_visitors", "analytics_salts", "analytics_conversions", "analytics_daily"]) await db.schema.dropTable(table).execute();
}
