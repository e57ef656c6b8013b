import { getSettings, updateSettings, type SettingsName, type SettingsPatch } from "#db/models/settings.server";
import { apiActor, byMethod, jsonWithVersion, patchVersioned } from "~/services/api.server";
import type { Route } from "./+types/settings";
import { settingsAt, settingsPatchSchemas } from "../settings.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** /api/admin/header-settings and /api/admin/footer-settings, with `ETag: "<version>"`. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return jsonWithVersion(await getSettings(settingsAt(pattern)));
}

function patchSettings<Name extends SettingsName>(name: Name, request: Request, context: Route.ActionArgs["context"]) {
  return patchVersioned(
    request,
    context,
    settingsPatchSchemas[name],
    (values, expected) => updateSettings(name, values as SettingsPatch<Name>, apiActor(context), expected),
    () => getSettings(name),
  );
}

/** Any subset of the fields; the body may also be a JSON string of the object. With a version (If-Match or `version`), a 409 when the settings have another one. */
export function action({ request, context, pattern }: Route.ActionArgs) {
  return byMethod(request, context, { PATCH: () => patchSettings(settingsAt(pattern), request, context) }, ["GET"]);
}
