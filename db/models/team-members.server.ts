import { db } from "../database.server";
import { countRows } from "../row-count.server";
import type { TeamMemberRow } from "../schema";
import { revisedWrites } from "./revisions.server";
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

const writes = revisedWrites({ table: "team_members", entity: "team", summary: (row) => row.name }, toRow, toTeamMember);

export const createTeamMember = writes.create;
export const updateTeamMember = writes.update;
export const deleteTeamMember = writes.delete;
