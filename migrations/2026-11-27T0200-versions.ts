import type { Kysely } from "kysely";

/*
 * Versions on every editable object (docs/decisions/0043-versions-and-conflicts.md): an integer
 * that every write raises by one in the statement that writes, so a write that names the version
 * it started from is refused when another came first. Existing rows start at 1.
 */

export const versionedTables = ["content_items", "team_members", "button_links", "header_settings", "footer_settings", "media"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of versionedTables) await db.schema.alterTable(table).dropColumn("version").execute();
}
