import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Campaign pages from blocks (docs/decisions/0060-campaign-pages.md). `pages` holds each page's
 * working copy — its slug, titles, descriptions, `noindex` and its blocks as one JSON array — with a
 * version every write raises. `page_copies` holds what visitors see: one row per page and language,
 * written by a publish (that language's words of the working copy's blocks); `unpublishedAt` set
 * means the language was taken down (410). No row: never published. Both are public: they move the
 * content version, so the stored pages are rendered again.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("pages")
    .addColumn("id", ...k.id())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("titleAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("titleEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("descriptionAr", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("descriptionEn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("noindex", ...k.flag(false))
    .addColumn("blocks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("updatedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("page_copies")
    .addColumn("pageId", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("publishedAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("unpublishedAt", ...k.timestamp())
    .addPrimaryKeyConstraint("page_copies_pk", ["pageId", "language"])
    .execute();
  await k.versionTrigger("pages");
  await k.versionTrigger("page_copies");
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await k.dropVersionTrigger("page_copies");
  await k.dropVersionTrigger("pages");
  await db.schema.dropTable("page_copies").execute();
  await db.schema.dropTable("pages").execute();
}
