import type { Kysely } from "kysely";

/*
 * Scheduled publish and unpublish of campaign pages (docs/decisions/0060-campaign-pages.md, "Schedules"):
 * a schedule names a page (`pageId`) and what to do with it (`action`, "publish" or "unpublish") besides
 * the drafts' scope it had. No foreign key: deleting a page cancels its pending schedules in the same
 * transaction, and a done schedule keeps the id of a page since deleted.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("publish_schedules").addColumn("pageId", "integer").execute();
  await db.schema
    .alterTable("publish_schedules")
    .addColumn("action", "text", (c) => c.notNull().defaultTo("publish"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("publish_schedules").dropColumn("action").execute();
  await db.schema.alterTable("publish_schedules").dropColumn("pageId").execute();
}
