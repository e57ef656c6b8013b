import { actorOf } from "~/services/actor.server";
import { getHeaderSettings, updateHeaderSettings } from "#db/models/header-settings.server";
import { byMethod, json, readJsonBody, requireApiAdmin } from "~/services/api.server";
import { headerSettingsSchema } from "~/schemas/header-footer-settings";
import type { Route } from "./+types/header-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiAdmin(request, context);
  return json(await getHeaderSettings());
}

/** Any subset of the fields; the body may also be a JSON string of the object. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = actorOf(context, await requireApiAdmin(request, context));
        return json(await updateHeaderSettings(await readJsonBody(request, context, headerSettingsSchema), actor));
      },
    },
    ["GET"],
  );
}
