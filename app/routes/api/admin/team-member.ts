import { deleteTeamMember, getTeamMember, updateTeamMember } from "#db/models/team-members.server";
import { apiActor, byMethod, deleteVersioned, jsonWithVersion, notFound, parseId, patchVersioned } from "~/services/api.server";
import { teamMemberPatchSchema } from "~/schemas/team-member";
import type { Route } from "./+types/team-member";

/** GET: one member with `ETag: "<version>"` (docs/decisions/0043-versions-and-conflicts.md). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const member = await getTeamMember(parseId(params.id, context));
  return member ? jsonWithVersion(member) : notFound(context);
}

/** PATCH and DELETE that name a version (If-Match or `version`) are refused with a 409 when the member has another one. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        return patchVersioned(
          request,
          context,
          teamMemberPatchSchema,
          (values, expected) => updateTeamMember(id, values, actor, expected),
          () => getTeamMember(id),
        );
      },
      DELETE: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        return deleteVersioned(
          request,
          context,
          (expected) => deleteTeamMember(id, actor, expected),
          () => getTeamMember(id),
        );
      },
    },
    ["GET"],
  );
}
