import { getHeaderSettings } from "#db/models/header-settings.server";
import { json, methodNotAllowed, publicCache } from "~/services/api.server";
import type { Route } from "./+types/header-settings";

export async function loader() {
  return json(await getHeaderSettings(), { cache: publicCache });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
