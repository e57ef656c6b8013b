import { nowIso } from "../clock";
import { writeContent } from "../content-version.server";
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

/** The members the about page shows, in their `order`. */
export async function listActiveTeamMembers() {
  const rows = await db.selectFrom("team_members").selectAll().where("isActive", "=", 1).orderBy("order").orderBy("id").execute();
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
  const row = await writeContent((trx) =>
    trx
      .insertInto("team_members")
      .values(toRow(input) as never)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toTeamMember(row);
}

export async function updateTeamMember(id: number, patch: Partial<TeamMemberInput>) {
  const row = await writeContent((trx) =>
    trx
      .updateTable("team_members")
      .set({ ...toRow(patch), updatedAt: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst(),
  );
  return row && toTeamMember(row);
}

export async function deleteTeamMember(id: number) {
  const result = await writeContent((trx) => trx.deleteFrom("team_members").where("id", "=", id).executeTakeFirst());
  return result.numDeletedRows > 0n;
}
