import { listActiveTeamMembers } from "#db/models/team-members.server";
import { json, methodNotAllowed, publicCache } from "~/services/api.server";
import type { Route } from "./+types/team";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/** The active members, in their order, with what the about page shows: no email or phone (docs/decisions/0022-hardening-after-the-attack-run.md). */
export async function loader() {
  const members = await listActiveTeamMembers();
  return json(
    members.map(({ email: _email, phone: _phone, ...member }) => member),
    { cache: publicCache },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
