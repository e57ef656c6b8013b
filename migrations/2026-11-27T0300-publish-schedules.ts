import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Scheduled publishing (docs/decisions/0044-scheduled-publishing.md): one row per schedule, taken
 * exactly once by whichever node finds it due first. `ids` and `languages` are JSON arrays; the
 * author is kept by id and by email (the email as it was, like the activity log).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("publish_schedules")
    .addColumn("id", ...k.id())
    .addColumn("at", ...k.timestamp((c) => c.notNull()))
    .addColumn("page", "text")
    .addColumn("ids", "text")
    .addColumn("languages", "text", (c) => c.notNull())
    .addColumn("createdById", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("createdByEmail", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("reason", "text")
    .addColumn("published", "integer")
    .addColumn("publishedIds", "text")
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("doneAt", ...k.timestamp())
    .execute();
  await db.schema.createIndex("publish_schedules_due").on("publish_schedules").columns(["status", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("publish_schedules").execute();
}
