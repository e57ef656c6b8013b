import { listActiveTeamMembers } from "#db/models/team-members.server";
import { json, methodNotAllowed, publicCache } from "~/lib/api.server";
import type { Route } from "./+types/team";

/** The active members, in their order (what the about page shows). */
export async function loader() {
  return json(await listActiveTeamMembers(), { cache: publicCache });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
