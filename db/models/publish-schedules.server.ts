import type { Selectable, Transaction } from "kysely";
import type { Locale } from "~/domain/locale";
import type { PageLanguage } from "~/domain/page-words";
import { authorRemoved, pageRemoved } from "~/domain/schedule-reasons";
import { nowIso } from "../clock";
import { db, sqlite } from "../database.server";
import type { Database, PublishScheduleAction, PublishSchedulesTable, PublishScheduleStatus } from "../schema";
import { type Actor, recordActivity } from "./activity.server";
import { type DraftScope, publishDraftsIn } from "./content-items.server";
import { publishPageIn, unpublishPageIn } from "./page-publication.server";
import type { Executor } from "./transaction.server";

/*
 * Publishing at a chosen time (docs/decisions/0044-scheduled-publishing.md). A schedule names a
 * scope of drafts (a page, some items, or all) and the languages; at its time one node claims it
 * with a row lock and publishes the drafts then present, in one content transaction, exactly once.
 * A campaign page's schedule (`pageId`) publishes or unpublishes that page's languages instead
 * (docs/decisions/0060-campaign-pages.md): a campaign ends by itself.
 */

export interface PublishSchedule {
  id: number;
  at: string;
  page: string | null;
  ids: number[] | null;
  languages: Locale[];
  createdBy: string;
  status: PublishScheduleStatus;
  reason: string | null;
  published: number | null;
  publishedIds: number[] | null;
  createdAt: string;
  doneAt: string | null;
  /** A campaign page's schedule: its page; null for a schedule of drafts. */
  pageId: number | null;
  /** Publish (drafts, or the page) or unpublish (the page). */
  action: PublishScheduleAction;
}

/** What a schedule is asked to do: drafts (`page`, `ids`) or one campaign page (`pageId`, `action`), in `languages`. */
export interface ScheduleInput {
  at: string;
  page?: string;
  ids?: readonly number[];
  pageId?: number;
  action?: PublishScheduleAction;
  languages: readonly Locale[];
}

type Row = Selectable<PublishSchedulesTable>;

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function toSchedule(row: Row): PublishSchedule {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    page: row.page,
    ids: parsed<number[]>(row.ids),
    languages: parsed<Locale[]>(row.languages) ?? ["ar", "en"],
    createdBy: row.createdByEmail,
    status: row.status,
    reason: row.reason,
    published: row.published,
    publishedIds: parsed<number[]>(row.publishedIds),
    createdAt: new Date(row.createdAt).toISOString(),
    doneAt: row.doneAt === null ? null : new Date(row.doneAt).toISOString(),
    pageId: row.pageId === null ? null : Number(row.pageId),
    action: row.action,
  };
}

/** The scope a schedule publishes, as `publishDraftsIn` takes it. */
export function scheduleScope(schedule: Pick<PublishSchedule, "page" | "ids" | "languages">): DraftScope {
  return { page: schedule.page ?? undefined, ids: schedule.ids ?? undefined, languages: schedule.languages };
}

/**
 * When each pending schedule that would publish this draft runs, if it ran now: its page and chosen
 * items include it and it publishes a language the draft changes (docs/decisions/0044-scheduled-publishing.md).
 */
export function schedulesPublishing(
  pending: readonly Pick<PublishSchedule, "at" | "page" | "ids" | "languages" | "pageId">[],
  draft: { id: number; page: string; changes: readonly Locale[] },
) {
  return pending
    .filter(
      (schedule) =>
        schedule.pageId === null &&
        (!schedule.page || schedule.page === draft.page) &&
        (!schedule.ids || schedule.ids.includes(draft.id)) &&
        schedule.languages.some((language) => draft.changes.includes(language)),
    )
    .map((schedule) => schedule.at);
}

/**
 * A schedule's line in the activity log, read back in the reader's language by the activity tab
 * (app/routes/admin/activity/activity-views.tsx): `at|page|number of chosen items|languages|outcome`,
 * the outcome the number published (run) or the reason (failed); a campaign page's schedule adds
 * `|action:slug`.
 */
export function scheduleSummary(
  schedule: Pick<PublishSchedule, "at" | "page" | "ids" | "languages"> & Partial<Pick<PublishSchedule, "action">>,
  outcome = "",
  pageSlug?: string,
) {
  return [
    schedule.at,
    schedule.page ?? "",
    schedule.ids ? String(schedule.ids.length) : "",
    schedule.languages.join(","),
    outcome.replace(/\|/g, "/"),
    // A campaign page's schedule adds its action and the page's slug then (older lines have five parts).
    ...(pageSlug === undefined ? [] : [`${schedule.action ?? "publish"}:${pageSlug}`]),
  ].join("|");
}

/** Records a schedule's step in the activity log, in the transaction that takes it. */
async function recordScheduleStep(
  trx: Executor,
  action: "schedule.create" | "schedule.cancel" | "schedule.run" | "schedule.fail",
  schedule: PublishSchedule,
  actor: Actor,
  outcome?: string,
) {
  const slug =
    schedule.pageId === null
      ? undefined
      : ((await trx.selectFrom("pages").select("slug").where("id", "=", schedule.pageId).executeTakeFirst())?.slug ?? String(schedule.pageId));
  return recordActivity(trx, { actor, action, entity: "schedule", entityId: schedule.id, summary: scheduleSummary(schedule, outcome, slug) });
}

/** Cancels the pending schedules whose `column` is `id`, giving `reason`; how many it cancelled. */
async function cancelPendingWhere(trx: Executor, column: "createdById" | "pageId", id: number, reason: string) {
  const result = await trx
    .updateTable("publish_schedules")
    .set({ status: "cancelled", reason, doneAt: nowIso() })
    .where(column, "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Cancels every pending schedule of a user, inside the transaction that deletes them. */
export function cancelSchedulesOf(trx: Executor, userId: number) {
  return cancelPendingWhere(trx, "createdById", userId, authorRemoved);
}

/** Cancels every pending schedule of a campaign page, inside the transaction that deletes it. */
export function cancelSchedulesOfPage(trx: Executor, pageId: number) {
  return cancelPendingWhere(trx, "pageId", pageId, pageRemoved);
}

/**
 * How many schedules may wait at once: each is a row the runner checks and the Scheduled tab shows,
 * and an editor's session could otherwise add thousands (docs/decisions/0050-operations-hardening.md).
 */
export const pendingScheduleLimits = { total: 100, perUser: 20 } as const;

/** Refused: the site (`total`) or this user (`perUser`) already has the most pending schedules allowed. */
export class TooManySchedules extends Error {
  constructor(readonly limit: keyof typeof pendingScheduleLimits) {
    super(`too many pending schedules (${limit})`);
  }
}

export async function createSchedule(input: ScheduleInput, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const counts = await trx
      .selectFrom("publish_schedules")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(eb.case().when("createdById", "=", actor.id).then(1).else(0).end()).as("mine"),
      ])
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    if (Number(counts.total) >= pendingScheduleLimits.total) throw new TooManySchedules("total");
    if (Number(counts.mine ?? 0) >= pendingScheduleLimits.perUser) throw new TooManySchedules("perUser");
    const schedule = await insertSchedule(trx, input, actor);
    await recordScheduleStep(trx, "schedule.create", schedule, actor);
    return schedule;
  });
}

async function insertSchedule(trx: Executor, input: ScheduleInput, actor: Actor) {
  const row = await trx
    .insertInto("publish_schedules")
    .values({
      at: input.at,
      page: input.page ?? null,
      ids: input.ids ? JSON.stringify(input.ids) : null,
      languages: JSON.stringify(input.languages),
      pageId: input.pageId ?? null,
      action: input.action ?? "publish",
      createdById: actor.id,
      createdByEmail: actor.email.trim().toLowerCase(),
      createdAt: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSchedule(row);
}

/** Pending schedules soonest first, then the last `historyLimit` others newest first. */
export async function listSchedules(historyLimit = 50) {
  const [pending, history] = await Promise.all([
    db.selectFrom("publish_schedules").selectAll().where("status", "=", "pending").orderBy("at").orderBy("id").execute(),
    db.selectFrom("publish_schedules").selectAll().where("status", "<>", "pending").orderBy("id", "desc").limit(historyLimit).execute(),
  ]);
  return [...pending, ...history].map(toSchedule);
}

export async function findSchedule(id: number) {
  const row = await db.selectFrom("publish_schedules").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toSchedule(row) : undefined;
}

/** Cancels a pending schedule: `not-found`, `not-pending` (already run, failed or cancelled), or `cancelled`. */
export async function cancelSchedule(id: number, actor: Actor): Promise<"cancelled" | "not-found" | "not-pending"> {
  const cancelled = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("publish_schedules")
      .set({ status: "cancelled", reason: actor.email.trim().toLowerCase(), doneAt: nowIso() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .returningAll()
      .executeTakeFirst();
    if (row) await recordScheduleStep(trx, "schedule.cancel", toSchedule(row), actor);
    return row !== undefined;
  });
  if (cancelled) return "cancelled";
  return (await findSchedule(id)) ? "not-pending" : "not-found";
}

export async function countPendingSchedules() {
  const row = await db
    .selectFrom("publish_schedules")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of pending schedules whose time has come, soonest first. */
export async function dueScheduleIds(now: string) {
  const rows = await db
    .selectFrom("publish_schedules")
    .select("id")
    .where("status", "=", "pending")
    .where("at", "<=", now)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

class AuthorRemoved extends Error {}
class PageRemoved extends Error {}

/**
 * A campaign page's schedule at its time, in the transaction holding its row: publishes or unpublishes
 * its languages (db/models/page-publication.server.ts), then marks it done with how many languages it
 * changed. A page since deleted, or a language still lacking words, throws: the schedule fails with the reason.
 */
async function runPageSchedule(trx: Transaction<Database>, schedule: PublishSchedule, actor: Actor) {
  const languages = schedule.languages as PageLanguage[];
  const note = `(schedule #${schedule.id})`;
  const outcome =
    schedule.action === "unpublish"
      ? await unpublishPageIn(trx, schedule.pageId!, languages, actor, note)
      : (await publishPageIn(trx, schedule.pageId!, languages, actor, note)) && languages.length;
  if (outcome === false) throw new PageRemoved();
  const updated = await trx
    .updateTable("publish_schedules")
    .set({ status: "done", published: outcome, publishedIds: null, doneAt: nowIso() })
    .where("id", "=", schedule.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordScheduleStep(trx, "schedule.run", toSchedule(updated), actor, String(outcome));
  return toSchedule(updated);
}

/**
 * Runs one due schedule if this node is the one to take it: the row is locked (`FOR UPDATE SKIP
 * LOCKED` on PostgreSQL; SQLite's one write lock, taken first), still pending, and stays locked while its drafts
 * are published and it is marked done, all in one transaction. Another node skips a locked row and
 * finds it done once the lock goes. Undefined when another node had it; a failure rolls the publish
 * back and marks the schedule failed with the reason.
 */
export async function runSchedule(id: number, now: string): Promise<PublishSchedule | undefined> {
  try {
    const done = await db.transaction().execute(async (trx) => {
      // PostgreSQL: lock the row, or skip it when another node holds it. SQLite: a write first takes
      // the database's one write lock before reading (a node sharing the file waits, then sees it done).
      const row = sqlite
        ? await trx
            .updateTable("publish_schedules")
            .set({ status: "pending" })
            .where("id", "=", id)
            .where("status", "=", "pending")
            .where("at", "<=", now)
            .returningAll()
            .executeTakeFirst()
        : await trx
            .selectFrom("publish_schedules")
            .selectAll()
            .where("id", "=", id)
            .where("status", "=", "pending")
            .where("at", "<=", now)
            .forUpdate()
            .skipLocked()
            .executeTakeFirst();
      if (!row) return undefined;
      const schedule = toSchedule(row);
      // Its author's account was deleted (the key set to null): nobody to publish as.
      if (row.createdById === null || !(await trx.selectFrom("users").select("id").where("id", "=", row.createdById).executeTakeFirst())) {
        throw new AuthorRemoved();
      }
      // Lock order: the schedule, then the content version (publishDraftsIn moves it; no other writer takes both).
      const actor: Actor = { id: row.createdById, email: row.createdByEmail, ip: "" };
      if (schedule.pageId !== null) return runPageSchedule(trx, schedule, actor);
      const publishedIds = await publishDraftsIn(trx, scheduleScope(schedule), actor, `(schedule #${id})`);
      const updated = await trx
        .updateTable("publish_schedules")
        .set({ status: "done", published: publishedIds.length, publishedIds: JSON.stringify(publishedIds), doneAt: nowIso() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordScheduleStep(trx, "schedule.run", toSchedule(updated), actor, String(publishedIds.length));
      return toSchedule(updated);
    });
    return done;
  } catch (error) {
    const reason =
      error instanceof AuthorRemoved
        ? authorRemoved
        : error instanceof PageRemoved
          ? pageRemoved
          : error instanceof Error
            ? error.message
            : String(error);
    return db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable("publish_schedules")
        .set({ status: "failed", reason: reason.slice(0, 500), published: 0, doneAt: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .returningAll()
        .executeTakeFirst();
      if (!failed) return undefined;
      // Logged in its author's name, as its publish would have been (the id is gone when the account is).
      const author: Actor = { id: failed.createdById, email: failed.createdByEmail, ip: "" };
      await recordScheduleStep(trx, "schedule.fail", toSchedule(failed), author, failed.reason ?? "");
      return toSchedule(failed);
    });
  }
}
