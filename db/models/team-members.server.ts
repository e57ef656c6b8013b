import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
import { db } from "../database.server";
import { countRows } from "../row-count.server";
import type { TeamMemberRow } from "../schema";
import type { Actor } from "./activity.server";
import { recordRevision } from "./revisions.server";
import { deleteVersionedRow, nextVersion, refuseStale } from "../versioned.server";
import { missingLanguages } from "~/domain/team-languages";

export interface TeamMember extends Omit<TeamMemberRow, "isActive"> {
  isActive: boolean;
}

export interface TeamMemberInput {
  name: string;
  position: string;
  bio: string;
  /** The English; empty (the database's default) keeps the member off the public site (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
  nameEn?: string;
  positionEn?: string;
  bioEn?: string;
  imageUrl: string;
  email: string;
  phone: string;
  isActive: boolean;
  order: number;
}

function toTeamMember(row: TeamMemberRow): TeamMember {
  return { ...row, isActive: Boolean(row.isActive) };
}

function toRow(input: Partial<TeamMemberInput>) {
  const { isActive, ...rest } = input;
  return isActive === undefined ? rest : { ...rest, isActive: isActive ? 1 : 0 };
}

export async function listTeamMembers() {
  const rows = await db.selectFrom("team_members").selectAll().orderBy("order").orderBy("id").execute();
  return rows.map(toTeamMember);
}

/** The members ticked to show, in their `order`, whether or not both languages are written. */
export async function listActiveTeamMembers() {
  const rows = await db.selectFrom("team_members").selectAll().where("isActive", "=", 1).orderBy("order").orderBy("id").execute();
  return rows.map(toTeamMember);
}

/**
 * The members the about page and GET /api/team show: ticked to show and written in both languages
 * (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
 */
export async function listPublicTeamMembers() {
  return (await listActiveTeamMembers()).filter((member) => missingLanguages(member).length === 0);
}

export async function getTeamMember(id: number) {
  const row = await db.selectFrom("team_members").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toTeamMember(row);
}

export function countTeamMembers() {
  return countRows(db, "team_members");
}

export async function createTeamMember(input: TeamMemberInput, actor: Actor) {
  const row = await writeContent(async (trx) => {
    const created = await trx
      .insertInto("team_members")
      .values(toRow(input) as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordRevision(trx, { actor, entity: "team", entityId: created.id, action: "create", before: null, after: created, summary: created.name });
    return created;
  });
  return toTeamMember(row);
}

/** With `expected`, written only over that version: another one throws StaleWrite (docs/decisions/0043-versions-and-conflicts.md). */
export async function updateTeamMember(id: number, patch: Partial<TeamMemberInput>, actor: Actor, expected?: number) {
  const row = await writeContent(async (trx) => {
    const before = await trx.selectFrom("team_members").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    let update = trx
      .updateTable("team_members")
      .set({ ...toRow(patch), updatedAt: nowIso(), version: nextVersion })
      .where("id", "=", id);
    if (expected !== undefined) update = update.where("version", "=", expected);
    const after = await update.returningAll().executeTakeFirst();
    refuseStale(Boolean(after), true, expected, "team", id);
    if (!after) return undefined;
    await recordRevision(trx, { actor, entity: "team", entityId: id, action: "update", before, after, summary: after.name });
    return after;
  });
  return row && toTeamMember(row);
}

export async function deleteTeamMember(id: number, actor: Actor, expected?: number) {
  return writeContent(async (trx) => {
    const before = await deleteVersionedRow(trx, "team_members", id, expected, "team");
    if (!before) return false;
    await recordRevision(trx, { actor, entity: "team", entityId: id, action: "delete", before, after: null, summary: before.name });
    return true;
  });
}
