import { deleteButtonLink, getButtonLink, getButtonLinkByKey, updateButtonLink } from "#db/models/button-links.server";
import { conflictOnDuplicate, invalidFields } from "~/services/api.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { buttonLinkPatchSchema, checkButtonLinkTarget } from "~/schemas/button-link";
import { buttonLink } from "~/entities/button-link";
import { idParameter, resourceOperations } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * One button link (app/services/versioned-resource.server.ts). GET looks it up by its content key,
 * as the dashboard's link manager does; PATCH and DELETE name it by its id.
 */
const resource = versionedResource({
  param: "keyOrId",
  read: getButtonLink,
  get: (key) => getButtonLinkByKey(key ?? ""),
  patch: buttonLinkPatchSchema,
  async write(id, patch, actor, expected, context) {
    const stored = await getButtonLink(id);
    if (!stored) return undefined;
    // The type and its target are checked together, on the link as it will be stored.
    const merged = checkButtonLinkTarget({ ...stored, ...patch });
    if (!merged.success) throw await invalidFields(context, merged.error.issues);
    return conflictOnDuplicate(context, "api.duplicateButtonLink", () => updateButtonLink(id, merged.data, actor, expected));
  },
  remove: deleteButtonLink,
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build), from its descriptor. */
const byId = { keyOrId: { ...idParameter, description: "The link's id." } };
export const openapi = resourceOperations(buttonLink, buttonLinkPatchSchema, {
  get: {
    summary: "The link of a button, by the button's content key",
    pathParameters: { keyOrId: { type: "string", description: "The button's content key, e.g. `home.hero.button`." } },
    errors: { 404: "The button has no link." },
  },
  patch: {
    summary: "Change a link, by its id (checked as it will be stored)",
    pathParameters: byId,
    errors: { 409: "The content key has another link." },
  },
  delete: { summary: "Delete a link, by its id", pathParameters: byId },
});
