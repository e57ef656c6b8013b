import type { Transaction } from "kysely";
import { db } from "../database.server";
import type { ContactNoteRow, ContactReplyRow, ContactStatus, Database, OutboxStatus, SavedReplyRow } from "../schema";
import { type Actor, recordActivity } from "./activity.server";
import { StaleWrite } from "../versioned.server";

/*
 * Replies, internal notes, status and assignee of a contact message, and the saved replies
 * (docs/decisions/0061-replies-from-the-inbox.md). A message's `version` moves with each reply,
 * status and assignee change; a write that names another version changes nothing (StaleWrite).
 */

export const contactStatuses = ["new", "open", "answered", "closed"] as const satisfies readonly ContactStatus[];

/** A reply with its email's delivery state: null once the outbox has forgotten the email (after 30 days). */
export interface ContactReply extends ContactReplyRow {
  delivery: OutboxStatus | null;
  deliveryError: string | null;
}

export type ContactNote = ContactNoteRow;

const summaryOf = (row: { fullName: string; subject: string }) => `${row.fullName} — ${row.subject}`;

/** Replies oldest first, each with its email's state in the outbox. */
export async function listReplies(messageId: number, executor: typeof db | Transaction<Database> = db): Promise<ContactReply[]> {
  const rows = await executor
    .selectFrom("contact_replies")
    .leftJoin("outbox", "outbox.id", "contact_replies.outboxId")
    .selectAll("contact_replies")
    .select(["outbox.status as delivery", "outbox.lastError as deliveryError"])
    .where("contact_replies.messageId", "=", messageId)
    .orderBy("contact_replies.id")
    .execute();
  return rows.map((row) => ({ ...row, delivery: row.delivery ?? null, deliveryError: row.deliveryError ?? null }));
}

export async function listNotes(messageId: number): Promise<ContactNote[]> {
  return db.selectFrom("contact_notes").selectAll().where("messageId", "=", messageId).orderBy("id").execute();
}

/** The latest reply (who answered and when), for a refused second answer. */
export async function latestReply(messageId: number) {
  return db
    .selectFrom("contact_replies")
    .select(["authorEmail", "createdAt"])
    .where("messageId", "=", messageId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Moves message `id` to its next version when it is at `expected` (any when undefined), setting
 * `change`: the row after, undefined when there is none, StaleWrite when it is at another version.
 */
export async function advanceMessage(
  trx: Transaction<Database>,
  id: number,
  expected: number | undefined,
  change: { status?: ContactStatus; assigneeId?: number | null; isRead?: number },
) {
  let update = trx
    .updateTable("contact_messages")
    .set((eb) => ({ ...change, version: eb("version", "+", 1) }))
    .where("id", "=", id);
  if (expected !== undefined) update = update.where("version", "=", expected);
  const row = await update.returningAll().executeTakeFirst();
  if (row) return row;
  const exists = await trx.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst();
  if (exists) throw new StaleWrite("message", id);
  return undefined;
}

/** Status and assignee: one versioned write, logged (`message.status`, `message.assign`; not the text). */
export async function changeMessageState(
  id: number,
  change: { status?: ContactStatus; assigneeId?: number | null },
  expected: number | undefined,
  actor: Actor,
) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("contact_messages").select(["status", "assigneeId"]).where("id", "=", id).executeTakeFirst();
    const row = await advanceMessage(trx, id, expected, change);
    if (!row || !before) return row;
    if (change.status !== undefined && change.status !== before.status)
      await recordActivity(trx, { actor, action: "message.status", entity: "message", entityId: id, summary: `${summaryOf(row)}: ${change.status}` });
    if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
      const assignee =
        change.assigneeId === null ? undefined : await trx.selectFrom("users").select("email").where("id", "=", change.assigneeId).executeTakeFirst();
      await recordActivity(trx, {
        actor,
        action: "message.assign",
        entity: "message",
        entityId: id,
        summary: `${summaryOf(row)} → ${assignee?.email ?? "—"}`,
      });
    }
    return row;
  });
}

/** Whether `id` is an account that may be given messages (an administrator). */
export async function isAssignable(id: number) {
  const row = await db.selectFrom("users").select("id").where("id", "=", id).where("role", "=", "administrator").executeTakeFirst();
  return row !== undefined;
}

/** A reply row, once its message has moved to its next version in the same transaction. */
export async function insertReply(
  trx: Transaction<Database>,
  reply: { messageId: number; actor: Actor; language: "ar" | "en"; body: string; emailMessageId: string },
) {
  const row = await trx
    .insertInto("contact_replies")
    .values({
      messageId: reply.messageId,
      authorId: reply.actor.id,
      authorEmail: reply.actor.email,
      language: reply.language,
      body: reply.body,
      emailMessageId: reply.emailMessageId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

export async function linkReplyEmail(trx: Transaction<Database>, replyId: number, outboxId: number) {
  await trx.updateTable("contact_replies").set({ outboxId }).where("id", "=", replyId).execute();
}

/** The Message-IDs of the earlier replies, oldest first (the thread's References). */
export async function threadIds(trx: Transaction<Database>, messageId: number) {
  const rows = await trx.selectFrom("contact_replies").select("emailMessageId").where("messageId", "=", messageId).orderBy("id").execute();
  return rows.map((row) => row.emailMessageId);
}

/** An internal note; logged as `message.note` without its text. Undefined when the message is unknown. */
export async function addNote(messageId: number, body: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom("contact_messages").select(["fullName", "subject"]).where("id", "=", messageId).executeTakeFirst();
    if (!message) return undefined;
    const row = await trx
      .insertInto("contact_notes")
      .values({ messageId, authorId: actor.id, authorEmail: actor.email, body })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "message.note", entity: "message", entityId: messageId, summary: summaryOf(message) });
    return row;
  });
}

/** How many messages stand in each status (the tab's counts). */
export async function countByStatus(assigneeId?: number | null) {
  let query = db.selectFrom("contact_messages");
  if (assigneeId === null) query = query.where("assigneeId", "is", null);
  else if (assigneeId !== undefined) query = query.where("assigneeId", "=", assigneeId);
  const rows = await query
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<ContactStatus, number> = { new: 0, open: 0, answered: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/* Saved replies. */

export type SavedReply = SavedReplyRow;
export interface SavedReplyInput {
  titleAr: string;
  titleEn: string;
  bodyAr: string;
  bodyEn: string;
}

export async function listSavedReplies() {
  return db.selectFrom("saved_replies").selectAll().orderBy("titleEn").orderBy("id").execute();
}

export async function getSavedReply(id: number) {
  return db.selectFrom("saved_replies").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function createSavedReply(input: SavedReplyInput, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto("saved_replies").values(input).returningAll().executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "savedReply.create", entity: "savedReply", entityId: row.id, summary: row.titleEn || row.titleAr });
    return row;
  });
}

export async function updateSavedReply(id: number, input: Partial<SavedReplyInput>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("saved_replies")
      .set({ ...input, updatedAt: new Date().toISOString() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (row)
      await recordActivity(trx, { actor, action: "savedReply.update", entity: "savedReply", entityId: id, summary: row.titleEn || row.titleAr });
    return row;
  });
}

export async function deleteSavedReply(id: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("saved_replies").where("id", "=", id).returningAll().executeTakeFirst();
    if (row)
      await recordActivity(trx, { actor, action: "savedReply.delete", entity: "savedReply", entityId: id, summary: row.titleEn || row.titleAr });
    return row !== undefined;
  });
}
