import { sql, type Kysely } from "kysely";

/**
 * The PostgreSQL twin of 2026-11-24T0200-drafts-translation-status.sqlite.ts: drafts of content
 * items in a table without the content-version trigger, and each item's per-language change
 * times, existing rows starting level. Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable("content_drafts")
    .addColumn("contentItemId", "integer", (c) => c.primaryKey().references("content_items.id").onDelete("cascade"))
    .addColumn("valueAr", "text", (c) => c.notNull())
    .addColumn("valueEn", "text", (c) => c.notNull())
    .addColumn("createdAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  for (const column of ["valueArUpdatedAt", "valueEnUpdatedAt"]) {
    await db.schema
      .alterTable("content_items")
      .addColumn(column, "timestamptz", (c) => c.notNull().defaultTo(now))
      .execute();
  }
  await db
    .updateTable("content_items")
    .set({ valueArUpdatedAt: sql`"updatedAt"`, valueEnUpdatedAt: sql`"updatedAt"` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_items").dropColumn("valueEnUpdatedAt").execute();
  await db.schema.alterTable("content_items").dropColumn("valueArUpdatedAt").execute();
  await db.schema.dropTable("content_drafts").execute();
}
