import { listContentItems } from "#db/models/content-items.server";
import { json, methodNotAllowed, publicCache } from "~/lib/api.server";
import type { Route } from "./+types/content";

/** Every dictionary item: the public site's text, Arabic and English, without the administrators' notes (docs/decisions/0022-hardening-after-the-attack-run.md). */
export async function loader() {
  const items = await listContentItems();
  return json(
    items.map(({ description: _description, ...item }) => item),
    { cache: publicCache },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
