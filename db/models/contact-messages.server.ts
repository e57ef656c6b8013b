import { db } from "../database.server";
import { type Actor, type ActivityAction, recordActivity } from "./activity.server";
import type { ContactMessageRow, ContactStatus } from "../schema";
import { aboutContactMessage, deleteEmailsAbout } from "./outbox.server";
import type { Executor } from "./transaction.server";
import { matchingRefs, type SearchFilter } from "./search-index.server";

export interface ContactMessage extends Omit<ContactMessageRow, "isRead"> {
  isRead: boolean;
}

export interface ContactMessageInput {
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** The page's language (docs/decisions/0061-replies-from-the-inbox.md). */
  language?: "ar" | "en";
}

export type ReadFilter = "all" | "unread" | "read";

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { ...row, isRead: Boolean(row.isRead) };
}

export async function createContactMessage(input: ContactMessageInput, executor: Executor = db) {
  const row = await executor.insertInto("contact_messages").values(input).returningAll().executeTakeFirstOrThrow();
  return toContactMessage(row);
}

/** Search terms (app/features/search/search.service.server.ts `searchTerms`): messages whose name, email, subject or text holds every one. */
export type MessageSearch = SearchFilter | undefined;

/** The messages tab's status and "mine"/"unassigned" filters (docs/decisions/0061-replies-from-the-inbox.md): `assigneeId` null is nobody's. */
export interface MessageScope {
  status?: ContactStatus;
  assigneeId?: number | null;
}

function filtered(filter: ReadFilter, search?: MessageSearch, scope: MessageScope = {}) {
  let query = search ? db.selectFrom("contact_messages").where("id", "in", matchingRefs(db, ["message"], search)) : db.selectFrom("contact_messages");
  if (scope.status) query = query.where("status", "=", scope.status);
  if (scope.assigneeId === null) query = query.where("assigneeId", "is", null);
  else if (scope.assigneeId !== undefined) query = query.where("assigneeId", "=", scope.assigneeId);
  if (filter === "unread") return query.where("isRead", "=", 0);
  if (filter === "read") return query.where("isRead", "=", 1);
  return query;
}

/** Newest first; `limit` and `offset` page through them. */
export async function listContactMessages(
  options: { filter?: ReadFilter; search?: MessageSearch; scope?: MessageScope; limit?: number; offset?: number } = {},
) {
  let query = filtered(options.filter ?? "all", options.search, options.scope)
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()).map(toContactMessage);
}

export async function countContactMessages(filter: ReadFilter = "all", search?: MessageSearch, scope: MessageScope = {}) {
  // A search among all messages counts their index rows alone, one per message (kept by the database's
  // triggers, folded before any search): half the time of joining 100,000 matches to the messages.
  const row =
    search && filter === "all"
      ? await db
          .selectFrom(matchingRefs(db, ["message"], search).as("found"))
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      : await filtered(filter, search, scope)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getContactMessage(id: number) {
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toContactMessage(row);
}

/** Runs one change to a message and logs it in the same transaction; undefined when the id is unknown. */
async function changeMessage(id: number, actor: Actor, action: ActivityAction, change: { isRead?: number; notes?: string } | null) {
  return db.transaction().execute(async (trx) => {
    const row = change
      ? await trx
          .updateTable("contact_messages")
          .set((eb) => ({
            ...change,
            // A new message read is open (docs/decisions/0061-replies-from-the-inbox.md); its version stays: reading answers nothing.
            ...(change.isRead && {
              status: eb
                .case()
                .when("status", "=", "new")
                .then("open" as ContactStatus)
                .else(eb.ref("status"))
                .end(),
            }),
          }))
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirst()
      : await trx.deleteFrom("contact_messages").where("id", "=", id).returningAll().executeTakeFirst();
    // Its notifications hold the same personal data (docs/decisions/0034-attack-run-2026-11-25.md).
    if (row && !change) await deleteEmailsAbout(aboutContactMessage(id), trx);
    if (row) await recordActivity(trx, { actor, action, entity: "message", entityId: id, summary: `${row.fullName} — ${row.subject}` });
    return row && toContactMessage(row);
  });
}

export async function markContactMessageRead(id: number, actor: Actor) {
  return changeMessage(id, actor, "message.read", { isRead: 1 });
}

export async function setContactMessageNotes(id: number, notes: string, actor: Actor) {
  return changeMessage(id, actor, "message.notes", { notes });
}

export async function deleteContactMessage(id: number, actor: Actor) {
  return (await changeMessage(id, actor, "message.delete", null)) !== undefined;
}
