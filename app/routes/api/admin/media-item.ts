import { deleteMedia, getMedia, updateMediaAlt } from "#db/models/media.server";
import {
  apiActor,
  byMethod,
  expectedVersionOfDelete,
  json,
  jsonWithVersion,
  noContent,
  notFound,
  parseId,
  patchVersioned,
  refuseStaleWrite,
} from "~/services/api.server";
import { getI18n } from "~/lib/i18n.server";
import { mediaAltPatchSchema } from "~/schemas/media";
import { describeUses } from "~/lib/media-uses";
import type { Route } from "./+types/media-item";

/** GET: one image with `ETag: "<version>"` (docs/decisions/0043-versions-and-conflicts.md). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const media = await getMedia(parseId(params.id, context));
  return media ? jsonWithVersion(media) : notFound(context);
}

/** PATCH and DELETE that name a version (If-Match or `version`) are refused with a 409 when the image has another one. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(
    request,
    context,
    {
      PATCH: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        return patchVersioned(
          request,
          context,
          mediaAltPatchSchema,
          (values, expected) => updateMediaAlt(id, values, actor, expected),
          () => getMedia(id),
        );
      },
      DELETE: async () => {
        const actor = apiActor(context);
        const id = parseId(params.id, context);
        const expected = await expectedVersionOfDelete(request, context);
        const outcome = await refuseStaleWrite(
          context,
          () => deleteMedia(id, actor, expected),
          () => getMedia(id),
        );
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
    },
    ["GET"],
  );
}
