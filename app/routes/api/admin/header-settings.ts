import { getHeaderSettings, updateHeaderSettings } from "#db/models/header-settings.server";
import { apiActor, byMethod, json, readJsonBody } from "~/services/api.server";
import { headerSettingsSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/header-settings";

export async function loader() {
  return json(await getHeaderSettings());
}

/** Any subset of the fields; the body may also be a JSON string of the object. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        return json(await updateHeaderSettings(await readJsonBody(request, context, headerSettingsSchema), actor));
      },
    },
    ["GET"],
  );
}
