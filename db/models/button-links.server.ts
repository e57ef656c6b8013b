import type { LinkType } from "~/domain/content-types";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import type { ButtonLinkRow } from "../schema";
import { revisedWrites } from "./revisions.server";

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

const writes = revisedWrites({ table: "button_links", entity: "button-link", summary: (row) => row.contentKey }, toRow, toButtonLink);

/** Throws a UNIQUE violation when the content key already has a link. */
export const createButtonLink = writes.create;
export const updateButtonLink = writes.update;
export const deleteButtonLink = writes.delete;

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
