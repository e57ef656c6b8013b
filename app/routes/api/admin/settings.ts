import { getSettings, updateSettings, type SettingsName } from "#db/models/settings.server";
import { apiActor, byMethod, json, readJsonBody } from "~/services/api.server";
import type { Route } from "./+types/settings";
import { settingsAt, settingsPatchSchemas } from "../settings.server";

/** /api/admin/header-settings and /api/admin/footer-settings. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return json(await getSettings(settingsAt(pattern)));
}

async function patchSettings<Name extends SettingsName>(name: Name, request: Request, context: Route.ActionArgs["context"]) {
  return json(await updateSettings(name, await readJsonBody(request, context, settingsPatchSchemas[name]), apiActor(context)));
}

/** Any subset of the fields; the body may also be a JSON string of the object. */
export function action({ request, context, pattern }: Route.ActionArgs) {
  return byMethod(request, context, { PATCH: () => patchSettings(settingsAt(pattern), request, context) }, ["GET"]);
}
