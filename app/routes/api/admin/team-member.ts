import { deleteTeamMember, getTeamMember, updateTeamMember } from "#db/models/team-members.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { teamMemberPatchSchema } from "~/schemas/team-member";
import { type ApiDescription, ref, idParameter, versionedDelete } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** One team member: GET with its ETag, PATCH any of its fields, DELETE (app/services/versioned-resource.server.ts). */
const resource = versionedResource({
  read: getTeamMember,
  patch: teamMemberPatchSchema,
  write: (id, values, actor, expected) => updateTeamMember(id, values, actor, expected),
  remove: deleteTeamMember,
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "One team member, with its version as its ETag",
    tag: "Team",
    signedIn: true,
    pathParameters: { id: idParameter },
    success: { status: 200, description: "The member.", schema: ref("TeamMember") },
    versioned: "TeamMember",
  },
  patch: {
    summary: "Change a team member (a field left out keeps its value)",
    tag: "Team",
    signedIn: true,
    pathParameters: { id: idParameter },
    body: { schema: teamMemberPatchSchema },
    success: { status: 200, description: "The member as stored.", schema: ref("TeamMember") },
    versioned: "TeamMember",
  },
  delete: versionedDelete({
    summary: "Delete a team member",
    tag: "Team",
    versioned: "TeamMember",
  }),
} satisfies ApiDescription;
