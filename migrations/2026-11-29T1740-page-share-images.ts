import type { Kysely } from "kysely";

/*
 * A campaign page's chosen share image per language (docs/decisions/0063-share-images-and-structured-data.md):
 * a library image's address, or empty for the image the server draws from the title (every page
 * until an editor chooses one).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("pages")
    .addColumn("shareImageAr", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("pages")
    .addColumn("shareImageEn", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("shareImageEn").execute();
  await db.schema.alterTable("pages").dropColumn("shareImageAr").execute();
}
