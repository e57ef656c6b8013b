import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * An FAQ entry's place and visibility (docs/decisions/0057-faq-and-team-as-bilingual-records.md). An
 * entry is still the content items `faq.question.N` and `faq.answer.N` (0005); this row, keyed by the
 * question item, says where the entry stands (`order`, lower first) and whether visitors see it. A
 * question without a row stands at its number and is visible, so nothing existing needs a row. A
 * public table: it moves the content version.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("faq_entries")
    .addColumn("questionId", "integer", (c) => c.primaryKey().references("content_items.id").onDelete("cascade"))
    .addColumn("order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("isVisible", ...k.flag(true))
    .execute();
  await k.versionTrigger("faq_entries");
}

export async function down(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await k.dropVersionTrigger("faq_entries");
  await db.schema.dropTable("faq_entries").execute();
}
