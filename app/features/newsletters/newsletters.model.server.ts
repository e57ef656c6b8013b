import { sql } from "kysely";
import { db, dialect } from "#db/database.server";
import { type Actor, recordActivity } from "#db/models/activity.server";
import { inTransaction, type Executor } from "#db/models/transaction.server";
import type { DeliveryStatus, EditionStatus, NewsletterEditionRow } from "#db/schema";
import { nextVersion, refuseStale, StaleWrite } from "#db/versioned.server";
import type { StoredBlock } from "~/domain/page-words";
import { editionsToSend } from "~/domain/newsletter-signal.server";

/*
 * Newsletter editions and their deliveries (docs/decisions/0064-newsletters.md). Every write to an
 * edition is conditional on its status (and on its version when the caller names one), in the
 * statement that writes: two administrators approving, sending or cancelling at once cannot both
 * pass. Deliveries are one row per (edition, subscriber) — a UNIQUE constraint — written once when
 * the edition starts going out, then claimed into the outbox by one conditional update each.
 */

export interface EditionFields {
  subjectAr: string;
  subjectEn: string;
  preheaderAr: string;
  preheaderEn: string;
  blocks: StoredBlock[];
}

export interface Edition extends Omit<
  NewsletterEditionRow,
  "blocks" | "createdBy" | "approvedBy" | "nextBatchAt" | "createdByEmail" | "approvedByEmail"
> {
  blocks: StoredBlock[];
  createdById: number | null;
  createdBy: string;
  approvedById: number | null;
  approvedBy: string | null;
}

function toEdition(row: NewsletterEditionRow): Edition {
  const { blocks, createdBy, createdByEmail, approvedBy, approvedByEmail, nextBatchAt: _slot, ...rest } = row;
  return {
    ...rest,
    blocks: JSON.parse(blocks) as StoredBlock[],
    createdById: createdBy,
    createdBy: createdByEmail,
    approvedById: approvedBy,
    approvedBy: approvedByEmail,
  };
}

const summaryOf = (row: { id: number; subjectAr: string; subjectEn: string }) => row.subjectEn || row.subjectAr || `#${row.id}`;

export async function listEditions(): Promise<Edition[]> {
  const rows = await db.selectFrom("newsletter_editions").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  return rows.map(toEdition);
}

export async function getEdition(id: number, executor: Executor = db): Promise<Edition | undefined> {
  const row = await executor.selectFrom("newsletter_editions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toEdition(row);
}

export async function insertEdition(fields: EditionFields, actor: Actor): Promise<Edition> {
  return inTransaction(async (trx) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("newsletter_editions")
      .values({ ...fields, blocks: JSON.stringify(fields.blocks), createdBy: actor.id, createdByEmail: actor.email, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "newsletter.create", entity: "newsletter", entityId: row.id, summary: summaryOf(row) });
    return toEdition(row);
  });
}

/** Why a write was refused: the edition is in a status that does not allow it (the caller names the status). */
export class EditionRefusal extends Error {
  constructor(
    readonly reason: "locked" | "notDraft" | "notApproved" | "notSending" | "fourEyes" | "editorsDraftsOnly",
    readonly status: EditionStatus,
  ) {
    super(`newsletter edition refused: ${reason} (${status})`);
  }
}

/** The statuses in which an edition's words may change: a change to an approved one withdraws the approval. */
const editable: EditionStatus[] = ["draft", "approved"];

/**
 * Changes an edition in `allowed` statuses (at `expected` when given); an approved one goes back to
 * draft. Undefined when there is none; EditionRefusal for a status that does not allow it.
 */
export async function updateEdition(
  id: number,
  fields: Partial<EditionFields>,
  actor: Actor,
  expected: number | undefined,
  allowed: EditionStatus[] = editable,
): Promise<Edition | undefined> {
  return inTransaction(async (trx) => {
    const { blocks, ...words } = fields;
    let update = trx
      .updateTable("newsletter_editions")
      .set({
        ...words,
        ...(blocks && { blocks: JSON.stringify(blocks) }),
        status: "draft",
        approvedBy: null,
        approvedByEmail: null,
        approvedAt: null,
        version: nextVersion,
        updatedAt: new Date().toISOString(),
      })
      .where("id", "=", id)
      .where("status", "in", allowed);
    if (expected !== undefined) update = update.where("version", "=", expected);
    const row = await update.returningAll().executeTakeFirst();
    if (!row) return refused(trx, id, expected, allowed, "locked");
    await recordActivity(trx, { actor, action: "newsletter.update", entity: "newsletter", entityId: id, summary: summaryOf(row) });
    return toEdition(row);
  });
}

/** Nothing was written: no edition (undefined), another version (StaleWrite) or a status that refuses. */
async function refused(trx: Executor, id: number, expected: number | undefined, allowed: EditionStatus[], reason: EditionRefusal["reason"]) {
  const current = await trx.selectFrom("newsletter_editions").select(["status", "version"]).where("id", "=", id).executeTakeFirst();
  if (!current) return undefined;
  refuseStale(false, expected !== undefined && current.version !== expected, expected, "newsletter", id);
  if (!allowed.includes(current.status)) throw new EditionRefusal(reason, current.status);
  // The status was right and the version too: a write between the two reads; the caller tries again.
  throw new StaleWrite("newsletter", id);
}

/** Deletes an edition that is not going out (its deliveries and counts with it). */
export async function deleteEdition(id: number, actor: Actor, expected: number | undefined, allowed: EditionStatus[]) {
  return inTransaction(async (trx) => {
    let remove = trx.deleteFrom("newsletter_editions").where("id", "=", id).where("status", "in", allowed);
    if (expected !== undefined) remove = remove.where("version", "=", expected);
    const row = await remove.returning(["id", "subjectAr", "subjectEn"]).executeTakeFirst();
    if (!row) return refused(trx, id, expected, allowed, "locked");
    await recordActivity(trx, { actor, action: "newsletter.delete", entity: "newsletter", entityId: id, summary: summaryOf(row) });
    return true;
  });
}

/** Approves a draft by `actor`; with two or more administrators, never by its author (four eyes). */
export async function approveEdition(id: number, actor: Actor, expected: number | undefined) {
  return inTransaction(async (trx) => {
    const administrators = await trx
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("role", "=", "administrator")
      .executeTakeFirstOrThrow();
    const fourEyes = Number(administrators.count) >= 2;
    const now = new Date().toISOString();
    let update = trx
      .updateTable("newsletter_editions")
      .set({ status: "approved", approvedBy: actor.id, approvedByEmail: actor.email, approvedAt: now, version: nextVersion, updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", "draft");
    if (fourEyes) update = update.where((eb) => eb.or([eb("createdBy", "is", null), eb("createdBy", "!=", actor.id ?? -1)]));
    if (expected !== undefined) update = update.where("version", "=", expected);
    const row = await update.returningAll().executeTakeFirst();
    if (!row) {
      const current = await trx.selectFrom("newsletter_editions").select(["status", "version", "createdBy"]).where("id", "=", id).executeTakeFirst();
      if (!current) return undefined;
      refuseStale(false, expected !== undefined && current.version !== expected, expected, "newsletter", id);
      if (current.status !== "draft") throw new EditionRefusal("notDraft", current.status);
      throw new EditionRefusal("fourEyes", current.status);
    }
    await recordActivity(trx, { actor, action: "newsletter.approve", entity: "newsletter", entityId: id, summary: summaryOf(row) });
    return toEdition(row);
  });
}

/**
 * Sends an approved edition: at `at` (scheduled) or now (sending, its recipients written at once).
 * `check` runs in the transaction, before anything is written, and may throw to refuse.
 */
export async function sendEdition(
  id: number,
  at: string | null,
  actor: Actor,
  expected: number | undefined,
  check: (trx: Executor) => Promise<void>,
) {
  const edition = await inTransaction(async (trx) => {
    await check(trx);
    const now = new Date().toISOString();
    let update = trx
      .updateTable("newsletter_editions")
      .set({ status: at ? "scheduled" : "sending", at: at ?? now, version: nextVersion, updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", "approved");
    if (expected !== undefined) update = update.where("version", "=", expected);
    const row = await update.returningAll().executeTakeFirst();
    if (!row) return refused(trx, id, expected, ["approved"], "notApproved");
    if (!at) await startEdition(trx, id, now);
    await recordActivity(trx, { actor, action: "newsletter.send", entity: "newsletter", entityId: id, summary: summaryOf(row) });
    return toEdition(
      (await trx.selectFrom("newsletter_editions").selectAll().where("id", "=", id).executeTakeFirstOrThrow()) as NewsletterEditionRow,
    );
  });
  // Committed: this node's sender, perhaps resting, starts it now (or sleeps until its time).
  if (edition) editionsToSend();
  return edition;
}

/** The languages the confirmed subscribers read, with how many read each. */
export async function confirmedLanguages(executor: Executor = db) {
  const rows = await executor
    .selectFrom("newsletter_subscribers")
    .select(["locale", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "confirmed")
    .groupBy("locale")
    .execute();
  return rows.map((row) => ({ language: row.locale === "en" ? ("en" as const) : ("ar" as const), count: Number(row.count) }));
}

/**
 * The recipients, written once: a delivery per confirmed subscriber, in their language. The UNIQUE
 * (edition, subscriber) keeps a second writer (another node starting the same edition) from adding any.
 */
async function startEdition(trx: Executor, id: number, now: string) {
  const conflict = sql`on conflict ("editionId", "subscriberId") do nothing`;
  await sql`insert into newsletter_deliveries ("editionId", "subscriberId", "language", "status", "updatedAt")
    select ${id}, s.id, case when s.locale = 'en' then 'en' else 'ar' end, 'pending', ${now}
    from newsletter_subscribers s where s.status = 'confirmed' ${conflict}`.execute(trx);
  await trx.updateTable("newsletter_editions").set({ startedAt: now, nextBatchAt: now }).where("id", "=", id).execute();
}

/** Cancels a scheduled or sending edition: what has not gone to the outbox, or waits there unclaimed, never goes. */
export async function cancelEdition(id: number, actor: Actor, expected: number | undefined) {
  return inTransaction(async (trx) => {
    const now = new Date().toISOString();
    let update = trx
      .updateTable("newsletter_editions")
      .set({ status: "cancelled", cancelledAt: now, version: nextVersion, updatedAt: now })
      .where("id", "=", id)
      .where("status", "in", ["scheduled", "sending"]);
    if (expected !== undefined) update = update.where("version", "=", expected);
    const row = await update.returningAll().executeTakeFirst();
    if (!row) return refused(trx, id, expected, ["scheduled", "sending"], "notSending");
    await trx
      .updateTable("newsletter_deliveries")
      .set({ status: "cancelled", updatedAt: now })
      .where("editionId", "=", id)
      .where("status", "=", "pending")
      .execute();
    // Queued emails no worker holds are taken back from the outbox; one in a worker's hands goes.
    const taken = await trx
      .deleteFrom("outbox")
      .where("about", "like", `newsletter:${id}:%`)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
      .returning("id")
      .execute();
    if (taken.length > 0) {
      await trx
        .updateTable("newsletter_deliveries")
        .set({ status: "cancelled", updatedAt: now })
        .where("editionId", "=", id)
        .where(
          "outboxId",
          "in",
          taken.map((one) => one.id),
        )
        .execute();
    }
    await recordActivity(trx, { actor, action: "newsletter.cancel", entity: "newsletter", entityId: id, summary: summaryOf(row) });
    return toEdition(row);
  });
}

/** Scheduled editions whose time has come: each moved to sending (with its recipients) by exactly one node. */
export async function startDueEditions(now: string) {
  const due = await db.selectFrom("newsletter_editions").select("id").where("status", "=", "scheduled").where("at", "<=", now).execute();
  const started: number[] = [];
  for (const { id } of due) {
    const won = await inTransaction(async (trx) => {
      const row = await trx
        .updateTable("newsletter_editions")
        .set({ status: "sending", updatedAt: now })
        .where("id", "=", id)
        .where("status", "=", "scheduled")
        .returning("id")
        .executeTakeFirst();
      if (row) await startEdition(trx, id, now);
      return Boolean(row);
    });
    if (won) started.push(id);
  }
  return started;
}

/** When the next scheduled edition is due, if any (an idle sender rests until then, at most its idle interval). */
export async function nextScheduledAt() {
  const row = await db
    .selectFrom("newsletter_editions")
    .select((eb) => eb.fn.min("at").as("at"))
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return row?.at ? String(row.at) : undefined;
}

export async function sendingEditionIds() {
  return (await db.selectFrom("newsletter_editions").select("id").where("status", "=", "sending").orderBy("id").execute()).map((row) => row.id);
}

export interface ClaimedDelivery {
  id: number;
  subscriberId: number;
  email: string;
  language: "ar" | "en";
  unsubscribeToken: string;
}

/**
 * The throttle's slot and a batch, in one transaction: the edition's `nextBatchAt` is moved past
 * `now` by a conditional update (one node wins it: PostgreSQL's row lock, SQLite's one writer),
 * then up to `size` pending deliveries become `queued`, each with the outbox row `enqueue` writes
 * in the same transaction. A subscriber who is no longer confirmed is skipped. Nothing when the
 * slot is not due or another node took it.
 */
export async function claimBatch(
  editionId: number,
  now: string,
  slotMs: number,
  size: number,
  enqueue: (trx: Executor, deliveries: ClaimedDelivery[]) => Promise<number[]>,
) {
  return inTransaction(async (trx) => {
    const slot = await trx
      .updateTable("newsletter_editions")
      .set({ nextBatchAt: new Date(Date.parse(now) + slotMs).toISOString() })
      .where("id", "=", editionId)
      .where("status", "=", "sending")
      .where((eb) => eb.or([eb("nextBatchAt", "is", null), eb("nextBatchAt", "<=", now)]))
      .returning("id")
      .executeTakeFirst();
    if (!slot) return 0;
    let pick = trx
      .selectFrom("newsletter_deliveries as d")
      .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriberId")
      .select(["d.id", "d.subscriberId", "s.email", "d.language", "s.unsubscribeToken", "s.status"])
      .where("d.editionId", "=", editionId)
      .where("d.status", "=", "pending")
      .orderBy("d.id")
      .limit(size);
    if (dialect === "postgres") pick = pick.forUpdate("d").skipLocked();
    const rows = await pick.execute();
    const skipped = rows.filter((row) => row.status !== "confirmed").map((row) => row.id);
    if (skipped.length > 0)
      await trx.updateTable("newsletter_deliveries").set({ status: "skipped", updatedAt: now }).where("id", "in", skipped).execute();
    const going = rows.filter((row) => row.status === "confirmed") as unknown as ClaimedDelivery[];
    if (going.length === 0) return 0;
    const outboxIds = await enqueue(trx, going);
    for (const [index, delivery] of going.entries()) {
      const claimed = await trx
        .updateTable("newsletter_deliveries")
        .set({ status: "queued", outboxId: outboxIds[index], updatedAt: now })
        .where("id", "=", delivery.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      // A row another transaction took first: this one's email must not be written (the whole batch goes back).
      if (claimed.numUpdatedRows !== 1n) throw new StaleWrite("newsletter", editionId);
    }
    return going.length;
  });
}

/** An edition with nothing pending or queued left is sent. */
export async function finishIfDone(editionId: number, now: string) {
  const open = await db
    .selectFrom("newsletter_deliveries")
    .select("id")
    .where("editionId", "=", editionId)
    .where("status", "in", ["pending", "queued"])
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  const done = await db
    .updateTable("newsletter_editions")
    .set({ status: "sent", sentAt: now, version: nextVersion, updatedAt: now })
    .where("id", "=", editionId)
    .where("status", "=", "sending")
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** The outbox `about` of a delivery: the edition first, so a cancel finds its emails. */
export const deliveryAbout = (editionId: number, deliveryId: number) => `newsletter:${editionId}:${deliveryId}`;
const deliveryOf = (about: string | null) => {
  const match = about?.match(/^newsletter:(\d+):(\d+)$/);
  return match ? Number(match[2]) : undefined;
};

/** The outbox sent a delivery's email (in the transaction that marks the outbox row). */
export async function markDeliverySent(trx: Executor, about: string | null, now: string) {
  const id = deliveryOf(about);
  if (id !== undefined) await trx.updateTable("newsletter_deliveries").set({ status: "sent", updatedAt: now }).where("id", "=", id).execute();
}

/**
 * The outbox gave up on a delivery's email, or never sent it: `bounced` when the server refused the
 * address for good (5xx), which also marks the subscriber bounced — never mailed again — and writes
 * its consent history; `skipped` when the subscriber left before it went.
 */
export async function markDeliveryEnded(about: string | null, status: "failed" | "bounced" | "skipped", now: string) {
  const id = deliveryOf(about);
  if (id === undefined) return;
  await inTransaction(async (trx) => {
    const row = await trx
      .updateTable("newsletter_deliveries")
      .set({ status, updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .returning("subscriberId")
      .executeTakeFirst();
    if (!row || status !== "bounced") return;
    const subscriber = await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "bounced" })
      .where("id", "=", row.subscriberId)
      .where("status", "=", "confirmed")
      .returning("id")
      .executeTakeFirst();
    if (subscriber) await trx.insertInto("newsletter_consent_events").values({ subscriberId: subscriber.id, event: "bounce", at: now }).execute();
  });
}

/** Whether the subscriber of a delivery may still be mailed (unsubscribed or bounced since it was queued: no). */
export async function deliveryStillWanted(about: string | null) {
  const id = deliveryOf(about);
  if (id === undefined) return true;
  const row = await db
    .selectFrom("newsletter_deliveries as d")
    .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriberId")
    .select(["s.status"])
    .where("d.id", "=", id)
    .executeTakeFirst();
  return row?.status === "confirmed";
}

/** An edition's counts: deliveries by status, unsubscribes after it started, clicks per link. */
export async function editionCounts(editionId: number, startedAt: string | null) {
  const rows = await db
    .selectFrom("newsletter_deliveries")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("editionId", "=", editionId)
    .groupBy("status")
    .execute();
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Partial<Record<DeliveryStatus, number>>;
  const unsubscribed = startedAt
    ? await db
        .selectFrom("newsletter_deliveries as d")
        .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriberId")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("d.editionId", "=", editionId)
        .where("s.status", "=", "unsubscribed")
        .where("s.unsubscribedAt", ">=", startedAt)
        .executeTakeFirstOrThrow()
    : { count: 0 };
  const clicks = await db.selectFrom("newsletter_link_clicks").select(["link", "count"]).where("editionId", "=", editionId).orderBy("link").execute();
  const recipients = rows.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    recipients,
    pending: (by.pending ?? 0) + (by.queued ?? 0),
    sent: by.sent ?? 0,
    failed: by.failed ?? 0,
    bounced: by.bounced ?? 0,
    cancelled: (by.cancelled ?? 0) + (by.skipped ?? 0),
    unsubscribedAfter: Number(unsubscribed.count),
    clicks: clicks.map((row) => ({ link: Number(row.link), count: Number(row.count) })),
  };
}

/** One more click on an edition's n-th link. */
export async function countClick(editionId: number, link: number) {
  await db
    .insertInto("newsletter_link_clicks")
    .values({ editionId, link, count: 1 })
    .onConflict((oc) => oc.columns(["editionId", "link"]).doUpdateSet({ count: sql`newsletter_link_clicks.count + 1` }))
    .execute();
}
