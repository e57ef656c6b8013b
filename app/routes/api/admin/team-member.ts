import { deleteTeamMember, getTeamMember, updateTeamMember } from "#db/models/team-members.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { teamMemberPatchSchema } from "~/schemas/team-member";
import { team } from "~/entities/team";
import { resourceOperations } from "~/services/openapi.server";

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

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build), from its descriptor. */
export const openapi = resourceOperations(team, teamMemberPatchSchema);
