import type { Kysely } from "kysely";

/**
 * The dashboard with 10,000 content items and 100,000 messages (docs/decisions/0024-static-public-pages.md):
 * the messages tab lists newest first, all or by read state, and counts the unread; the content
 * tab lists one page's items in order. Schema builder only, so any dialect can run it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("contact_messages_read_created").on("contact_messages").columns(["isRead", "createdAt", "id"]).execute();
  await db.schema.createIndex("contact_messages_created_id").on("contact_messages").columns(["createdAt", "id"]).execute();
  await db.schema.createIndex("content_items_page_id").on("content_items").columns(["page", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("content_items_page_id").execute();
  await db.schema.dropIndex("contact_messages_created_id").execute();
  await db.schema.dropIndex("contact_messages_read_created").execute();
}
