import type { Kysely } from "kysely";
import { nowIso } from "../clock";
import { db } from "../database.server";
import { matchingRefs, type SearchFilter } from "./search-index.server";
import type { ActivityAction } from "../activity-actions";
import type { ActivityRow, Database } from "../schema";

/*
 * The activity log (docs/decisions/0025-history-and-activity.md): one row per administrator action
 * and sign-in event, only ever inserted. Whoever writes passes the transaction of the action it
 * records (or `db` when there is none) and the `Actor` the route handler built from the request.
 */

/**
 * Who did something and from where, passed explicitly from the route to the model that writes
 * (never global state). `id` is null for the command line, start-up and failed sign-ins; `email`
 * is kept as it was at the time (the email tried, for a failed sign-in).
 */
export interface Actor {
  id: number | null;
  email: string;
  ip: string;
}

/** Writes made by the command line and start-up (seeding, `npm run admin:create`). */
export const systemActor: Actor = { id: null, email: "system", ip: "" };

export { activityActions, type ActivityAction } from "../activity-actions";

export interface ActivityEntry {
  actor: Actor;
  action: ActivityAction;
  entity?: string;
  entityId?: number | null;
  /** One line a person reads in the log: what was touched (a key, a name, an email). */
  summary: string;
}

/** Records one entry; pass the action's transaction so both land or neither does. */
export async function recordActivity(executor: Kysely<Database>, entry: ActivityEntry) {
  await executor
    .insertInto("activity")
    .values({
      at: nowIso(),
      actorId: entry.actor.id,
      actorEmail: entry.actor.email.trim().toLowerCase(),
      action: entry.action,
      entity: entry.entity ?? "",
      entityId: entry.entityId ?? null,
      ip: entry.actor.ip,
      summary: entry.summary.replace(/\s+/g, " ").trim().slice(0, 200),
    })
    .execute();
}

export interface ActivityFilter {
  /** An email, any case. */
  actor?: string;
  /** An action (`team.update`) or a whole group (`team`). */
  action?: string;
  /** `?q=`: the entries the search index finds (who, what and on what; docs/decisions/0041-search-index.md). */
  search?: SearchFilter;
}

function filtered(filter: ActivityFilter) {
  let query = db.selectFrom("activity");
  if (filter.search) query = query.where("id", "in", matchingRefs(db, ["activity"], filter.search));
  if (filter.actor) query = query.where("actorEmail", "=", filter.actor.trim().toLowerCase());
  if (filter.action) {
    const action = filter.action;
    // A group is the range of its actions ("team." ≤ action < "team/", "/" follows "."): an index range on both databases.
    query = action.includes(".") ? query.where("action", "=", action) : query.where("action", ">=", `${action}.`).where("action", "<", `${action}/`);
  }
  return query;
}

export type ActivityItem = Pick<ActivityRow, "id" | "at" | "actorEmail" | "action" | "entity" | "entityId" | "ip" | "summary">;

/** Newest first, `pageSize` a page. */
export async function listActivity(filter: ActivityFilter, page: number, pageSize: number): Promise<{ items: ActivityItem[]; total: number }> {
  const [items, count] = await Promise.all([
    filtered(filter)
      .select(["id", "at", "actorEmail", "action", "entity", "entityId", "ip", "summary"])
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(filter)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.count) };
}
