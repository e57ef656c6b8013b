import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Newsletters (docs/decisions/0064-newsletters.md). `newsletter_editions` holds an edition written
 * once in both languages (subjects, preheaders, the email-suited page blocks as JSON), its status
 * (draft → approved → scheduled/sending → sent, or cancelled), its version, who wrote and who
 * approved it, when it goes (`at`) and the throttle's next slot (`nextBatchAt`, the row every node
 * must win before it queues a batch). `newsletter_deliveries` is one row per (edition, subscriber),
 * UNIQUE: the recipients are written once when sending starts, and each row is claimed once into the
 * outbox. `newsletter_link_clicks` counts clicks per edition and link — no person in it.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("newsletter_editions")
    .addColumn("id", ...k.id())
    .addColumn("subjectAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subjectEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("preheaderAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("preheaderEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("blocks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("createdBy", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("createdByEmail", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("approvedBy", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("approvedByEmail", "text")
    .addColumn("approvedAt", ...k.timestamp())
    .addColumn("at", ...k.timestamp())
    .addColumn("nextBatchAt", ...k.timestamp())
    .addColumn("startedAt", ...k.timestamp())
    .addColumn("sentAt", ...k.timestamp())
    .addColumn("cancelledAt", ...k.timestamp())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
  await db.schema.createIndex("newsletter_editions_status").on("newsletter_editions").columns(["status", "at"]).execute();

  await db.schema
    .createTable("newsletter_deliveries")
    .addColumn("id", ...k.id())
    .addColumn("editionId", "integer", (c) => c.notNull().references("newsletter_editions.id").onDelete("cascade"))
    .addColumn("subscriberId", "integer", (c) => c.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    // The outbox row that carries it (no foreign key: the outbox forgets sent emails after 30 days).
    .addColumn("outboxId", "integer")
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addUniqueConstraint("newsletter_deliveries_once", ["editionId", "subscriberId"])
    .execute();
  await db.schema.createIndex("newsletter_deliveries_status").on("newsletter_deliveries").columns(["editionId", "status", "id"]).execute();
  await db.schema.createIndex("newsletter_deliveries_outbox").on("newsletter_deliveries").column("outboxId").execute();

  await db.schema
    .createTable("newsletter_link_clicks")
    .addColumn("editionId", "integer", (c) => c.notNull().references("newsletter_editions.id").onDelete("cascade"))
    .addColumn("link", "integer", (c) => c.notNull())
    .addColumn("count", ...k.big((c) => c.notNull().defaultTo(0)))
    .addPrimaryKeyConstraint("newsletter_link_clicks_pk", ["editionId", "link"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["newsletter_link_clicks", "newsletter_deliveries", "newsletter_editions"]) await db.schema.dropTable(table).execute();
}
