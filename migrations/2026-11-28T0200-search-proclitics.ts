import type { Kysely } from "kysely";

/*
 * The search index now also finds a word without a one-letter proclitic (و ف ب ك ل) when three letters
 * or more remain, «طفلين» finding «لطفلين» (docs/decisions/0041-search-index.md, amendment of
 * 2026-11-28). Every record is queued to be folded again; the next search (or start-up's refresh)
 * folds them in batches, as after a restore. Going back needs nothing: the older code ignores the
 * extra forms' absence and refolds what changes.
 */

const sources = {
  content: "content_items",
  message: "contact_messages",
  team: "team_members",
  media: "media",
  subscriber: "newsletter_subscribers",
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [source, table] of Object.entries(sources)) {
    await db
      .insertInto("search_pending")
      .columns(["source", "ref"])
      .expression((eb) => eb.selectFrom(table).select([eb.val(source).as("source"), "id as ref"]))
      .execute();
  }
}

export async function down(): Promise<void> {}
