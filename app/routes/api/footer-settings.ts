import { getFooterSettings } from "#db/models/footer-settings.server";
import { json, methodNotAllowed, publicCache } from "~/services/api.server";
import type { Route } from "./+types/footer-settings";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

export async function loader() {
  return json(await getFooterSettings(), { cache: publicCache });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
