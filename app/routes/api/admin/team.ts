import { createTeamMember, listTeamMembers } from "#db/models/team-members.server";
import { createAction, json, readJsonBody } from "~/services/api.server";
import { teamMemberSchema } from "~/schemas/team-member";
import { adminOperations, created, listOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Every member, active or not, in their order. */
export async function loader() {
  return json(await listTeamMembers());
}

export const action = createAction(async ({ request, context, actor }) => {
  const fields = await readJsonBody(request, context, teamMemberSchema);
  return json(await createTeamMember(fields, actor), { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Team", {
  get: {
    summary: "Every team member, inactive ones included",
    success: listOf("The members in their order.", "TeamMember"),
  },
  post: {
    summary: "Add a team member",
    body: { schema: teamMemberSchema },
    success: created("TeamMember"),
  },
});
