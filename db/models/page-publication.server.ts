import { nowIso } from "../clock";
import { type ContentTransaction, moveContentVersion } from "../content-version.server";
import { languages, missingWords, type PageLanguage, parseBlocks, type StoredBlock, type StoredPublishedBlock } from "~/domain/page-words";
import { type Actor, recordActivity } from "./activity.server";

/*
 * Publishing and unpublishing a campaign page inside a caller's transaction
 * (docs/decisions/0060-campaign-pages.md): the Publish and Unpublish buttons and API
 * (app/features/pages/pages.model.server.ts) and a schedule at its time (./publish-schedules.server.ts)
 * take the same write. Here, on db/'s floor, because the schedules' model runs it and imports nothing of app/ but app/domain.
 */

/** A language that cannot be published yet: the fields it lacks. */
export class MissingWords extends Error {
  constructor(readonly missing: string[]) {
    super(`missing words: ${missing.join(", ")}`);
    this.name = "MissingWords";
  }
}

export { parseBlocks };

/** The working copy's blocks as `language`'s visitors see them: those not kept for the other language, with that language's words. */
export function blocksIn(blocks: StoredBlock[], language: PageLanguage): StoredPublishedBlock[] {
  return blocks
    .filter((one) => !one.only || one.only === language)
    .map(({ text, ...shared }) => ({ ...shared, id: shared.id ?? "", words: text[language] }) as StoredPublishedBlock);
}

/** Each language once, Arabic first; none named means both. */
export const pageLanguages = (chosen: readonly string[] | undefined): PageLanguage[] =>
  languages.filter((language) => !chosen || chosen.length === 0 || chosen.includes(language));

/**
 * Publishes `chosen` languages of page `id` in `trx`: each gets the working copy's blocks with its
 * words, title and description. Throws MissingWords (the caller's transaction rolls back) when one
 * still lacks words; false when there is no such page. `note` ends the activity entry's summary.
 */
export async function publishPageIn(trx: ContentTransaction, id: number, chosen: readonly PageLanguage[], actor: Actor, note = "") {
  await moveContentVersion(trx);
  const row = await trx.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  const page = { ...row, blocks: parseBlocks(row.blocks) };
  const missing = chosen.flatMap((language) => missingWords(page, language));
  if (missing.length > 0) throw new MissingWords(missing);
  const now = nowIso();
  for (const language of chosen) {
    const copy = {
      title: language === "ar" ? page.titleAr : page.titleEn,
      description: language === "ar" ? page.descriptionAr : page.descriptionEn,
      blocks: JSON.stringify(blocksIn(page.blocks, language)),
      publishedAt: now,
      unpublishedAt: null,
    };
    await trx
      .insertInto("page_copies")
      .values({ pageId: id, language, ...copy })
      .onConflict((conflict) => conflict.columns(["pageId", "language"]).doUpdateSet(copy))
      .execute();
  }
  const summary = `${row.slug} (${chosen.join(", ")})${note ? ` ${note}` : ""}`;
  await recordActivity(trx, { actor, action: "page.publish", entity: "page", entityId: id, summary });
  return true;
}

/**
 * Takes `chosen` languages of page `id` off the site in `trx` (410 from then on); a language never
 * published stays a draft. False when there is no such page; otherwise how many languages went off.
 */
export async function unpublishPageIn(trx: ContentTransaction, id: number, chosen: readonly PageLanguage[], actor: Actor, note = "") {
  await moveContentVersion(trx);
  const row = await trx.selectFrom("pages").select(["id", "slug"]).where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  const result = await trx
    .updateTable("page_copies")
    .set({ unpublishedAt: nowIso() })
    .where("pageId", "=", id)
    .where("language", "in", [...chosen])
    .where("unpublishedAt", "is", null)
    .executeTakeFirst();
  const summary = `${row.slug} (${chosen.join(", ")})${note ? ` ${note}` : ""}`;
  await recordActivity(trx, { actor, action: "page.unpublish", entity: "page", entityId: id, summary });
  return Number(result.numUpdatedRows);
}
