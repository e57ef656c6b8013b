import { createTeamMember, listTeamMembers } from "#db/models/team-members.server";
import { apiActor, byMethod, json, readJsonBody } from "~/services/api.server";
import { teamMemberSchema } from "~/schemas/team-member";
import type { Route } from "./+types/team";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Every member, active or not, in their order. */
export async function loader() {
  return json(await listTeamMembers());
}

export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      POST: async () => {
        const actor = apiActor(context);
        const fields = await readJsonBody(request, context, teamMemberSchema);
        return json(await createTeamMember(fields, actor), { status: 201 });
      },
    },
    ["GET"],
  );
}
