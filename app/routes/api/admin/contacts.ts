import { listContactMessages } from "#db/models/contact-messages.server";
import { json, methodNotAllowed, requireApiAdmin } from "~/lib/api.server";
import type { Route } from "./+types/contacts";

/** Every stored contact message, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiAdmin(request, context);
  return json(await listContactMessages());
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
