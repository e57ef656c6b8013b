import { deleteTeamMember, updateTeamMember } from "#db/models/team-members.server";
import { apiActor, byMethod, json, noContent, notFound, parseId, readJsonBody, answersOnly } from "~/services/api.server";
import { teamMemberPatchSchema } from "~/schemas/team-member";
import type { Route } from "./+types/team-member";

export const loader = answersOnly("PATCH", "DELETE");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const updated = await updateTeamMember(id, await readJsonBody(request, context, teamMemberPatchSchema), actor);
      return updated ? json(updated) : notFound(context);
    },
    DELETE: async () => {
      const actor = apiActor(context);
      return (await deleteTeamMember(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}
