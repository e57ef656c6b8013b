import { deleteMedia, updateMediaAlt } from "#db/models/media.server";
import { apiActor, byMethod, json, noContent, notFound, parseId, readJsonBody, answersOnly } from "~/services/api.server";
import { getI18n } from "~/lib/i18n.server";
import { mediaAltPatchSchema } from "~/schemas/media";
import { describeUses } from "~/lib/media-uses";
import type { Route } from "./+types/media-item";

export const loader = answersOnly("PATCH", "DELETE");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const updated = await updateMediaAlt(id, await readJsonBody(request, context, mediaAltPatchSchema), actor);
      return updated ? json(updated) : notFound(context);
    },
    DELETE: async () => {
      const actor = apiActor(context);
      const outcome = await deleteMedia(parseId(params.id, context), actor);
      if ("usedIn" in outcome) {
        const { t } = getI18n(context);
        const places = describeUses(outcome.usedIn, t);
        return json(
          {
            message: t("api.mediaInUse", { places: places.join("; ") }),
            usedIn: outcome.usedIn.map((use, index) => ({ ...use, place: places[index] })),
          },
          { status: 409 },
        );
      }
      return outcome.deleted ? noContent() : notFound(context);
    },
  });
}
