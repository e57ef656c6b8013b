import type { LinkType } from "~/domain/content-types";
import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { ButtonLinkRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";
import { deleteVersionedRow, nextVersion, refuseStale } from "../versioned.server";

export interface ButtonLink extends Omit<ButtonLinkRow, "isActive" | "linkType"> {
  linkType: LinkType;
  isActive: boolean;
}

export interface ButtonLinkInput {
  contentKey: string;
  linkType: LinkType;
  externalUrl: string | null;
  internalPage: string | null;
  sectionId: string | null;
  isActive: boolean;
}

function toButtonLink(row: ButtonLinkRow): ButtonLink {
  return { ...row, linkType: row.linkType as LinkType, isActive: Boolean(row.isActive) };
}

function toRow(input: Partial<ButtonLinkInput>) {
  const { isActive, ...rest } = input;
  return isActive === undefined ? rest : { ...rest, isActive: isActive ? 1 : 0 };
}

export async function getButtonLink(id: number) {
  const row = await db.selectFrom("button_links").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toButtonLink(row);
}

export async function getButtonLinkByKey(contentKey: string) {
  const row = await db.selectFrom("button_links").selectAll().where("contentKey", "=", contentKey).executeTakeFirst();
  return row && toButtonLink(row);
}

/** The links of the given content keys (all links when no keys are given). */
export async function listButtonLinks(contentKeys?: string[]) {
  let query = db.selectFrom("button_links").selectAll().orderBy("contentKey");
  if (contentKeys) {
    if (contentKeys.length === 0) return [];
    query = query.where("contentKey", "in", contentKeys);
  }
  return (await query.execute()).map(toButtonLink);
}

/** Throws a UNIQUE violation when the content key already has a link. */
export async function createButtonLink(input: ButtonLinkInput, actor: Actor) {
  const row = await writeContent(async (trx) => {
    const created = await trx
      .insertInto("button_links")
      .values(toRow(input) as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRevision(trx, {
      actor,
      entity: "button-link",
      entityId: created.id,
      action: "create",
      before: null,
      after: created,
      summary: created.contentKey,
    });
    return created;
  });
  return toButtonLink(row);
}

/** With `expected`, written only over that version: another one throws StaleWrite (docs/decisions/0043-versions-and-conflicts.md). */
export async function updateButtonLink(id: number, patch: Partial<ButtonLinkInput>, actor: Actor, expected?: number) {
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("button_links").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    let update = trx
      .updateTable("button_links")
      .set({ ...toRow(patch), updatedAt: nowIso(), version: nextVersion })
      .where("id", "=", id);
    if (expected !== undefined) update = update.where("version", "=", expected);
    const after = await update.returningAll().executeTakeFirst();
    refuseStale(Boolean(after), true, expected, "button-link", id);
    if (!after) return undefined;
    await recordRevision(trx, { actor, entity: "button-link", entityId: id, action: "update", before, after, summary: after.contentKey });
    return after;
  });
  return row && toButtonLink(row);
}

export async function deleteButtonLink(id: number, actor: Actor, expected?: number) {
  return writeContent(async (trx) => {
    const before = await deleteVersionedRow(trx, "button_links", id, expected, "button-link");
    if (!before) return false;
    await recordRevision(trx, { actor, entity: "button-link", entityId: id, action: "delete", before, after: null, summary: before.contentKey });
    return true;
  });
}

/** Inserts the default links whose content keys have none yet. */
export async function insertMissingButtonLinks(links: ButtonLinkInput[]) {
  return writeContent(async (trx) => {
    let inserted = 0;
    for (const link of links) {
      const result = await trx
        .insertInto("button_links")
        .values(toRow(link) as never)
        .onConflict((conflict) => conflict.column("contentKey").doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return inserted;
  });
}
