import { actorOf } from "~/services/actor.server";
import { getFooterSettings, updateFooterSettings } from "#db/models/footer-settings.server";
import { byMethod, json, readJsonBody, requireApiAdmin } from "~/services/api.server";
import { footerSettingsSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/footer-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiAdmin(request, context);
  return json(await getFooterSettings());
}

/** Any subset of the fields; the body may also be a JSON string of the object. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = actorOf(context, await requireApiAdmin(request, context));
        return json(await updateFooterSettings(await readJsonBody(request, context, footerSettingsSchema), actor));
      },
    },
    ["GET"],
  );
}
