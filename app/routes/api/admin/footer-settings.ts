import { getFooterSettings, updateFooterSettings } from "#db/models/footer-settings.server";
import { apiActor, byMethod, json, readJsonBody } from "~/services/api.server";
import { footerSettingsSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/footer-settings";

export async function loader() {
  return json(await getFooterSettings());
}

/** Any subset of the fields; the body may also be a JSON string of the object. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        return json(await updateFooterSettings(await readJsonBody(request, context, footerSettingsSchema), actor));
      },
    },
    ["GET"],
  );
}
