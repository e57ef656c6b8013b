import { listContentItems } from "#db/models/content-items.server";
import { json, methodNotAllowed, publicCache } from "~/lib/api.server";
import type { Route } from "./+types/content";

/** Every dictionary item: the public site's text, Arabic and English. */
export async function loader() {
  return json(await listContentItems(), { cache: publicCache });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
