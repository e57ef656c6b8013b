import { markContentChanged } from "../changes.server";
import { nowIso } from "../clock";
import { db } from "../database.server";
import type { TeamMemberRow } from "../schema";

export interface TeamMember extends Omit<TeamMemberRow, "isActive"> {
  isActive: boolean;
}

export interface TeamMemberInput {
  name: string;
  position: string;
  bio: string;
  imageUrl: string;
  email: string;
  phone: string;
  isActive: boolean;
  order: number;
}

function toTeamMember(row: TeamMemberRow): TeamMember {
  return { ...row, isActive: row.isActive === 1 };
}

function toRow(input: Partial<TeamMemberInput>) {
  const { isActive, ...rest } = input;
  return isActive === undefined ? rest : { ...rest, isActive: isActive ? 1 : 0 };
}

export async function listTeamMembers() {
  const rows = await db.selectFrom("team_members").selectAll().orderBy("order").orderBy("id").execute();
  return rows.map(toTeamMember);
}

/** The members the about page shows, in their `order`. */
export async function listActiveTeamMembers() {
  const rows = await db
    .selectFrom("team_members")
    .selectAll()
    .where("isActive", "=", 1)
    .orderBy("order")
    .orderBy("id")
    .execute();
  return rows.map(toTeamMember);
}

export async function getTeamMember(id: number) {
  const row = await db.selectFrom("team_members").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toTeamMember(row);
}

export async function countTeamMembers() {
  const row = await db
    .selectFrom("team_members")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function createTeamMember(input: TeamMemberInput) {
  const row = await db.insertInto("team_members").values(toRow(input) as never).returningAll().executeTakeFirstOrThrow();
  markContentChanged();
  return toTeamMember(row);
}

export async function updateTeamMember(id: number, patch: Partial<TeamMemberInput>) {
  const row = await db
    .updateTable("team_members")
    .set({ ...toRow(patch), updatedAt: nowIso() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  if (row) markContentChanged();
  return row && toTeamMember(row);
}

export async function deleteTeamMember(id: number) {
  const result = await db.deleteFrom("team_members").where("id", "=", id).executeTakeFirst();
  const deleted = result.numDeletedRows > 0n;
  if (deleted) markContentChanged();
  return deleted;
}
