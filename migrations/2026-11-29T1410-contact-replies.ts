import { type Kysely, sql } from "kysely";
import { kit } from "./kit-v1";

/*
 * Answering parents from the inbox (docs/decisions/0061-replies-from-the-inbox.md). A contact message
 * gains a status (`new`, `open`, `answered`, `closed`), an assignee, the language it was written in
 * and a version (bumped by every reply, status or assignee change: a reply names the version it was
 * written against, so two people answering at once cannot both send). Its replies and internal notes
 * are rows of their own, deleted with it (cascade). Saved replies hold a title and a text in each
 * language.
 *
 * Existing rows: a read message is `open`, an unread one `new`; the language is Arabic when the
 * subject or text holds an Arabic letter, English otherwise (the page was not recorded then); the
 * single `notes` text, when not empty, becomes the message's first note (no author).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema.alterTable("contact_messages").addColumn("status", "text", (c) => c.notNull().defaultTo("new")).execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("assigneeId", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("contact_messages").addColumn("language", "text", (c) => c.notNull().defaultTo("ar")).execute();
  await db.schema.alterTable("contact_messages").addColumn("version", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db.updateTable("contact_messages").set({ status: "open" }).where("isRead", "=", k.flagValue(true)).execute();
  const arabic =
    k.dialect === "postgres" ? sql<boolean>`("subject" || "message") ~ '[\u0600-\u06FF]'` : sql<boolean>`("subject" || "message") GLOB '*[\u0600-\u06FF]*'`;
  await db
    .updateTable("contact_messages")
    .set({ language: "en" })
    .where(sql<boolean>`NOT (${arabic})`)
    .execute();
  await db.schema.createIndex("contact_messages_status").on("contact_messages").columns(["status", "createdAt"]).execute();
  await db.schema.createIndex("contact_messages_assignee").on("contact_messages").column("assigneeId").execute();

  await db.schema
    .createTable("contact_replies")
    .addColumn("id", ...k.id())
    .addColumn("messageId", "integer", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("authorId", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("authorEmail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // The outbox row that carries it (no foreign key: the outbox forgets sent emails after 30 days).
    .addColumn("outboxId", "integer")
    .addColumn("emailMessageId", "text", (c) => c.notNull())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
  await db.schema.createIndex("contact_replies_message").on("contact_replies").columns(["messageId", "id"]).execute();

  await db.schema
    .createTable("contact_notes")
    .addColumn("id", ...k.id())
    .addColumn("messageId", "integer", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("authorId", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("authorEmail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
  await db.schema.createIndex("contact_notes_message").on("contact_notes").columns(["messageId", "id"]).execute();
  await db
    .insertInto("contact_notes")
    .columns(["messageId", "body", "createdAt"])
    .expression(db.selectFrom("contact_messages").select(["id", "notes", "createdAt"]).where("notes", "!=", ""))
    .execute();

  await db.schema
    .createTable("saved_replies")
    .addColumn("id", ...k.id())
    .addColumn("titleAr", "text", (c) => c.notNull())
    .addColumn("titleEn", "text", (c) => c.notNull())
    .addColumn("bodyAr", "text", (c) => c.notNull())
    .addColumn("bodyEn", "text", (c) => c.notNull())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_replies").execute();
  await db.schema.dropTable("contact_notes").execute();
  await db.schema.dropTable("contact_replies").execute();
  await db.schema.dropIndex("contact_messages_assignee").execute();
  await db.schema.dropIndex("contact_messages_status").execute();
  for (const column of ["version", "language", "assigneeId", "status"]) await db.schema.alterTable("contact_messages").dropColumn(column).execute();
}
