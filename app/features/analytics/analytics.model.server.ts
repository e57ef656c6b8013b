import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { db } from "#db/database.server";

/*
 * The analytics tables (docs/decisions/0045-cookie-free-analytics.md). Every write is additive or
 * idempotent, so any number of nodes may flush at once: views add up, a visitor's hash is stored
 * once per day and value, and a day's visitors count only ever grows to the number of its hashes.
 */

export interface DailyCount {
  day: string;
  dimension: string;
  value: string;
  views: number;
}

export interface VisitorHash {
  day: string;
  dimension: string;
  value: string;
  hash: string;
}

const batchRows = 500;

function* batches<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += batchRows) yield rows.slice(start, start + batchRows);
}

/** The salt of each day, created by whichever node asks first: every node hashes a visitor alike. */
export async function daySalts(days: readonly string[]) {
  await db
    .insertInto("analytics_salts")
    .values(days.map((day) => ({ day, salt: randomBytes(32).toString("base64url") })))
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const rows = await db.selectFrom("analytics_salts").select(["day", "salt"]).where("day", "in", days).execute();
  return new Map(rows.map((row) => [row.day, row.salt]));
}

/** Adds views to the day's counts (a new row starts at them). */
export async function addViews(counts: readonly DailyCount[]) {
  for (const rows of batches(counts)) {
    await db
      .insertInto("analytics_daily")
      .values(rows.map((row) => ({ ...row, visitors: 0 })))
      .onConflict((oc) => oc.columns(["day", "dimension", "value"]).doUpdateSet({ views: sql<number>`analytics_daily.views + excluded.views` }))
      .execute();
  }
}

/** Stores the day's new visitor hashes, then sets each touched value's visitors to its number of hashes (never lower). */
export async function addVisitors(hashes: readonly VisitorHash[]) {
  if (hashes.length === 0) return;
  for (const rows of batches(hashes)) {
    await db
      .insertInto("analytics_visitors")
      .values(rows)
      .onConflict((oc) => oc.columns(["day", "dimension", "value", "hash"]).doNothing())
      .execute();
  }
  const touched = new Map<string, Set<string>>();
  for (const { day, dimension, value } of hashes) {
    const keys = touched.get(day) ?? new Set<string>();
    keys.add(`${dimension}\u0000${value}`);
    touched.set(day, keys);
  }
  for (const [day, keys] of touched) {
    // Only the values this flush touched are counted again (not the whole day's hashes every 10 s).
    const pairs = [...keys].map((key) => key.split("\u0000"));
    const counted = await db
      .selectFrom("analytics_visitors")
      .select(["dimension", "value", (eb) => eb.fn.countAll<number>().as("visitors")])
      .where("day", "=", day)
      .where("dimension", "in", [...new Set(pairs.map(([dimension]) => dimension))])
      .where("value", "in", [...new Set(pairs.map(([, value]) => value))])
      .groupBy(["dimension", "value"])
      .execute();
    const rows = counted
      .filter((row) => keys.has(`${row.dimension}\u0000${row.value}`))
      .map((row) => ({ day, dimension: row.dimension, value: row.value, views: 0, visitors: Number(row.visitors) }));
    for (const batch of batches(rows)) {
      await db
        .insertInto("analytics_daily")
        .values(batch)
        .onConflict((oc) =>
          oc.columns(["day", "dimension", "value"]).doUpdateSet({
            visitors: sql<number>`case when analytics_daily.visitors < excluded.visitors then excluded.visitors else analytics_daily.visitors end`,
          }),
        )
        .execute();
    }
  }
}

/** One conversion (a contact message, a confirmed sign-up, a store download) on `day`, started on `page`. */
export async function addConversion(day: string, kind: string, page: string) {
  await db
    .insertInto("analytics_conversions")
    .values({ day, kind, page, count: 1 })
    .onConflict((oc) => oc.columns(["day", "kind", "page"]).doUpdateSet({ count: sql<number>`analytics_conversions.count + 1` }))
    .execute();
}

/**
 * Closes the days before `openFrom` (their salts and hashes deleted: only the counts stay) and
 * deletes the counts of the days before `keepFrom` (two years).
 */
export async function sweepAnalytics(openFrom: string, keepFrom: string) {
  await db.deleteFrom("analytics_salts").where("day", "<", openFrom).execute();
  await db.deleteFrom("analytics_visitors").where("day", "<", openFrom).execute();
  await db.deleteFrom("analytics_daily").where("day", "<", keepFrom).execute();
  await db.deleteFrom("analytics_conversions").where("day", "<", keepFrom).execute();
}

/** The daily counts and conversions from `from` to `to` (both YYYY-MM-DD, inclusive). */
export async function readAnalytics(from: string, to: string) {
  const [daily, conversions] = await Promise.all([
    db.selectFrom("analytics_daily").selectAll().where("day", ">=", from).where("day", "<=", to).execute(),
    db.selectFrom("analytics_conversions").selectAll().where("day", ">=", from).where("day", "<=", to).execute(),
  ]);
  return {
    daily: daily.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })),
    conversions: conversions.map((row) => ({ ...row, count: Number(row.count) })),
  };
}
