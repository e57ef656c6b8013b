import { getSettings, updateSettings, type SettingsName, type SettingsPatch } from "#db/models/settings.server";
import { apiActor, byMethod, jsonWithVersion, patchVersioned } from "~/services/api.server";
import { type ApiDescription, ref } from "~/services/openapi.server";
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

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi: ApiDescription = (path) => {
  const name = settingsAt(path);
  const answer = name === "header" ? "HeaderSettings" : "FooterSettings";
  return {
    get: {
      summary: `The ${name} settings`,
      tag: "Header and footer",
      signedIn: true,
      success: { status: 200, description: `The ${name} settings.`, schema: ref(answer) },
      versioned: answer,
    },
    patch: {
      summary: `Change any of the ${name} settings`,
      tag: "Header and footer",
      signedIn: true,
      body: { schema: settingsPatchSchemas[name], orString: true },
      success: { status: 200, description: `The ${name} settings as stored.`, schema: ref(answer) },
      versioned: answer,
    },
  };
};
