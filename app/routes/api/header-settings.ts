import { getHeaderSettings } from "#db/models/header-settings.server";
import { json, methodNotAllowed, publicCache } from "~/services/api.server";
import type { Route } from "./+types/header-settings";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

export async function loader() {
  return json(await getHeaderSettings(), { cache: publicCache });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
