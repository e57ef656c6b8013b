import { db } from "../database.server";
import type { OutboxRow, OutboxStatus } from "../schema";
import type { Executor } from "./transaction.server";

/*
 * The outbox (docs/decisions/0028-email-outbox.md): every email is a row before it is sent. Any
 * number of nodes may run the worker on one database: a row is claimed by one conditional update,
 * which only one of them can win.
 */

/** What is sent; the sender (MAIL_FROM) is added when it goes out. */
export interface OutboxMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/**
 * What the row keeps: the envelope, and the body (text, HTML, headers: links and tokens) sealed by
 * app/services/outbox.server.ts until it is sent, then dropped (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export interface StoredMessage {
  to: string;
  replyTo?: string;
  subject: string;
  sealed?: string;
}

export interface OutboxEntry extends Omit<OutboxRow, "message"> {
  message: StoredMessage;
}

function toEntry(row: OutboxRow): OutboxEntry {
  return { ...row, message: JSON.parse(row.message) as StoredMessage };
}

/** Writes emails to the outbox, inside the caller's transaction when one is given. */
export async function enqueueEmails(emails: { kind: string; message: StoredMessage; about?: string }[], executor: Executor = db) {
  if (emails.length === 0) return [];
  const now = new Date().toISOString();
  const rows = await executor
    .insertInto("outbox")
    .values(
      emails.map(({ kind, message, about }) => ({
        kind,
        about: about ?? null,
        recipient: message.to,
        subject: message.subject,
        message: JSON.stringify(message),
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes up to `limit` due emails for this worker until `lockedUntil`: pending, due, and not held
 * by another worker (or held by one that stopped before finishing). The update re-checks its
 * conditions on each row, so two workers racing for a row cannot both get it.
 */
export async function claimDueEmails(now: string, lockedUntil: string, limit: number) {
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit);
  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({ lockedUntil, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("lockedUntil", "is", null), eb("lockedUntil", "<", now)]))
    .returningAll()
    .execute();
  return rows.map(toEntry);
}

/** The claimed email went out: its body goes, the envelope stays for the dashboard until the purge. */
export async function markEmailSent(id: number, sentAt: string, executor: Executor = db) {
  const row = await executor.selectFrom("outbox").select("message").where("id", "=", id).executeTakeFirst();
  if (!row) return;
  const { to, replyTo, subject } = JSON.parse(row.message) as StoredMessage;
  await executor
    .updateTable("outbox")
    .set({ status: "sent", sentAt, lockedUntil: null, lastError: null, message: JSON.stringify({ to, replyTo, subject }) })
    .where("id", "=", id)
    .execute();
}

/** The `about` of the notifications of a contact message. */
export const aboutContactMessage = (id: number) => `contact-message:${id}`;

/** Deletes the emails about something deleted (a contact message), whatever their state. */
export async function deleteEmailsAbout(about: string, executor: Executor = db) {
  await executor.deleteFrom("outbox").where("about", "=", about).execute();
}

/** Deletes sent and failed emails written before `before` (the retention of the outbox). */
export async function purgeOutbox(before: string) {
  const result = await db.deleteFrom("outbox").where("status", "in", ["sent", "failed"]).where("createdAt", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The attempt failed: try again at `nextAttemptAt`, or give up (`failed`) when there is none. */
export async function markEmailAttemptFailed(id: number, error: string, nextAttemptAt: string | null) {
  await db
    .updateTable("outbox")
    .set({
      status: nextAttemptAt ? "pending" : "failed",
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      ...(nextAttemptAt && { nextAttemptAt }),
    })
    .where("id", "=", id)
    .execute();
}

/** "Send again" from the dashboard: a failed or waiting email becomes due now, its count reset. */
export async function retryEmail(id: number, now: string) {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where("id", "=", id)
    .where("status", "!=", "sent")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the next pending email is due, if any (the worker sleeps until then). */
export async function nextDueAt() {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.min("nextAttemptAt").as("due"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row?.due ? String(row.due) : undefined;
}

export type OutboxFilter = OutboxStatus | "all";

function filtered(filter: OutboxFilter) {
  const query = db.selectFrom("outbox");
  return filter === "all" ? query : query.where("status", "=", filter);
}

/** Newest first, a page at a time. */
export async function listOutbox({ filter = "all", limit, offset = 0 }: { filter?: OutboxFilter; limit: number; offset?: number }) {
  const rows = await filtered(filter).selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
  return rows.map(toEntry);
}

export async function countOutbox(filter: OutboxFilter = "all") {
  const row = await filtered(filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Emails per status, in one query (the metrics' outbox gauge, app/server/metrics.ts). */
export async function countOutboxByStatus() {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])) as Record<string, number>;
}
