import { isAdministrator } from "~/domain/roles";
import { apiAdmin, apiError, deleteVersioned, message } from "~/services/api.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { pagePatchSchema } from "~/schemas/page";
import { page } from "~/entities/page";
import { resourceOperations } from "~/services/openapi.server";
import { deletePage, getPage } from "./pages.model.server";
import { refusePageWrite, updatePageAndRedirect } from "./pages.service.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * One campaign page's working copy: GET with its ETag, PATCH any of its fields (a changed slug's
 * answer names the old one, `previousSlug`), DELETE for administrators only
 * (app/services/versioned-resource.server.ts, docs/decisions/0060-campaign-pages.md).
 */
const resource = versionedResource({
  read: getPage,
  patch: pagePatchSchema,
  write: (id, values, actor, expected, context) => refusePageWrite(context, () => updatePageAndRedirect(id, values, actor, expected)),
  delete: ({ request, context, id, actor }) => {
    if (!isAdministrator(apiAdmin(context).user)) return Promise.resolve(apiError(403, message(context, "errors.forbidden")));
    return deleteVersioned(
      request,
      context,
      (expected) => deletePage(id, actor, expected),
      () => getPage(id),
    );
  },
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build), from its descriptor. */
export const openapi = resourceOperations(page, pagePatchSchema, {
  patch: { errors: { 400: "A bad field or block (`blocks.2.text.en.title`), or a slug that is malformed, reserved or taken (`slug`)." } },
  delete: {
    summary: "Delete a page and its published copies (administrators only)",
    errors: { 403: "An editor: only administrators delete a page." },
  },
});
