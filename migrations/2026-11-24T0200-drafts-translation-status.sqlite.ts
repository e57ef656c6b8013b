import { sql, type Kysely } from "kysely";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Drafts of content items and per-language change times (docs/decisions/0026-drafts-preview-translation-status.md).
 * A draft lives in its own table, without the content-version triggers: saving one changes no
 * public page. Each item's values get the time each language last changed, every existing row
 * starting level (both at its `updatedAt`). Never edit after it lands.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_drafts")
    .addColumn("contentItemId", "integer", (c) => c.primaryKey().references("content_items.id").onDelete("cascade"))
    .addColumn("valueAr", "text", (c) => c.notNull())
    .addColumn("valueEn", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updatedAt", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  // SQLite adds a NOT NULL column only with a constant default; every row then gets its own time.
  for (const column of ["valueArUpdatedAt", "valueEnUpdatedAt"]) {
    await db.schema
      .alterTable("content_items")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
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
