import type { Kysely } from "kysely";

/*
 * A campaign page's translation status per field (docs/decisions/0060-campaign-pages.md, "Translation
 * status"): `wordStamps`, a JSON object of each translated field's last change in each language
 * (app/domain/page-translation.ts). Existing pages start with none: every field is current until
 * one language changes.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("pages")
    .addColumn("wordStamps", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("wordStamps").execute();
}
