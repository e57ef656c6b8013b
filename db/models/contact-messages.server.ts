import { db } from "../database.server";
import type { ContactMessageRow } from "../schema";
import type { Executor } from "./transaction.server";

export interface ContactMessage extends Omit<ContactMessageRow, "isRead"> {
  isRead: boolean;
}

export interface ContactMessageInput {
  fullName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ReadFilter = "all" | "unread" | "read";

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { ...row, isRead: Boolean(row.isRead) };
}

export async function createContactMessage(input: ContactMessageInput, executor: Executor = db) {
  const row = await executor.insertInto("contact_messages").values(input).returningAll().executeTakeFirstOrThrow();
  return toContactMessage(row);
}

function filtered(filter: ReadFilter) {
  const query = db.selectFrom("contact_messages");
  if (filter === "unread") return query.where("isRead", "=", 0);
  if (filter === "read") return query.where("isRead", "=", 1);
  return query;
}

/** Newest first; `limit` and `offset` page through them. */
export async function listContactMessages(options: { filter?: ReadFilter; limit?: number; offset?: number } = {}) {
  let query = filtered(options.filter ?? "all")
    .selectAll()
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()).map(toContactMessage);
}

export async function countContactMessages(filter: ReadFilter = "all") {
  const row = await filtered(filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getContactMessage(id: number) {
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toContactMessage(row);
}

export async function markContactMessageRead(id: number) {
  const row = await db.updateTable("contact_messages").set({ isRead: 1 }).where("id", "=", id).returningAll().executeTakeFirst();
  return row && toContactMessage(row);
}

export async function setContactMessageNotes(id: number, notes: string) {
  const row = await db.updateTable("contact_messages").set({ notes }).where("id", "=", id).returningAll().executeTakeFirst();
  return row && toContactMessage(row);
}

export async function deleteContactMessage(id: number) {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
