import { deleteMedia, getMedia, updateMediaAlt } from "#db/models/media.server";
import { expectedVersionOfDelete, json, noContent, notFound, refuseStaleWrite } from "~/services/api.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { getI18n } from "~/lib/i18n.server";
import { mediaAltPatchSchema } from "~/schemas/media";
import { describeUses } from "~/lib/media-uses";
import { media } from "~/entities/media";
import { resourceOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * One image of the library (app/services/versioned-resource.server.ts): PATCH its alt texts; DELETE
 * refuses, with a 409 naming each place, an image still in use.
 */
const resource = versionedResource({
  read: getMedia,
  patch: mediaAltPatchSchema,
  write: (id, values, actor, expected) => updateMediaAlt(id, values, actor, expected),
  async delete({ request, context, id, actor }) {
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
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build), from its descriptor. */
export const openapi = resourceOperations(media, mediaAltPatchSchema, {
  patch: { summary: "Change an image's alt texts" },
  delete: { summary: "Delete an image nothing shows", errors: { 409: "The image is in use: the places that show it." } },
});
