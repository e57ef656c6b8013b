import { getSettings } from "#db/models/settings.server";
import { json, publicCache, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/settings";
import { settingsAt } from "./settings.server";
import { type ApiDescription, answer, publicGet } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/** GET /api/header-settings and /api/footer-settings: what the public header and footer show. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return json(await getSettings(settingsAt(pattern)), { cache: publicCache });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi: ApiDescription = (path) => {
  const name = settingsAt(path);
  return {
    get: publicGet(`What the public ${name} shows`, answer(`The ${name} settings.`, name === "header" ? "HeaderSettings" : "FooterSettings")),
  };
};
