import { listPublicTeamMembers } from "#db/models/team-members.server";
import { json, pickFields, publicCache, answersOnly } from "~/services/api.server";
import { publicTeamMemberResponse } from "~/schemas/team-member";
import { type ApiDescription, listOf, publicGet } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/** The fields the answer sends: its schema's, which GET /api/openapi.json describes. */
const publicFields = pickFields(publicTeamMemberResponse);

/**
 * The members the about page shows (active, written in both languages: docs/decisions/0057-faq-and-team-as-bilingual-records.md),
 * in their order, with what the page shows: no email or phone (docs/decisions/0022-hardening-after-the-attack-run.md).
 */
export async function loader() {
  const members = await listPublicTeamMembers();
  return json(members.map(publicFields), { cache: publicCache });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: publicGet(
    "The active team members written in both languages, in their order, without email and phone",
    listOf("The members the About page shows: active, with name and position (and bio, if any) in Arabic and English.", "PublicTeamMember"),
  ),
} satisfies ApiDescription;
