import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * The share images the server draws (docs/decisions/0063-share-images-and-structured-data.md): one
 * row per title and language, keyed by the hash its address carries. A page's loader remembers the
 * title; the image is drawn at its first request and kept (`jpeg`), so it is drawn once per title.
 * Derived from the titles, never copied: no content-version trigger.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("share_images")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("jpeg", ...k.bytes())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("share_images").execute();
}
