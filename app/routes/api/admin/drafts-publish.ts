import { publishContentDrafts } from "#db/models/content-items.server";
import { mayPublishEveryDraft } from "~/domain/roles";
import { apiActor, apiAdmin, apiError, json, message, onlyPost, onlyMethod } from "~/services/api.server";
import { readDraftScope, scopeLanguages } from "~/services/draft-scope.server";
import { publishDraftsSchema } from "~/schemas/content-item";
import type { Route } from "./+types/drafts-publish";
import { adminOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/**
 * Publishes drafts in one transaction — one page's (`{page}`), some items' (`{ids}`) or every one
 * (`{}`), in one language (`languages: ["ar"]`) or both — and the public pages show them at the
 * next request (docs/decisions/0026-drafts-preview-translation-status.md, 0044-scheduled-publishing.md).
 * Every draft at once is for administrators (docs/decisions/0026-drafts-preview-translation-status.md, app/domain/roles.ts): an editor names a page
 * or items, or gets 403 with nothing published.
 */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const actor = apiActor(context);
  const scope = (await readDraftScope(request, context, publishDraftsSchema, { optional: true })) ?? {};
  if (!scope.page && !scope.ids && !mayPublishEveryDraft(apiAdmin(context).user))
    return apiError(403, message(context, "api.publishAllForAdministrators"));
  const languages = scopeLanguages(scope.languages);
  const published = await publishContentDrafts({ ...scope, languages }, actor);
  return json({ page: scope.page ?? null, languages, published: published.length, itemIds: published });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Content", {
  post: {
    summary: "Publish drafts (a page's, some items', or all) in one language or both",
    body: { schema: publishDraftsSchema, orString: true, optional: true },
    success: answer("What was published.", "PublishedDrafts"),
    errors: {
      400: "An unknown page or item (named), or a language other than ar and en.",
      403: "Every draft (neither page nor ids) asked by an editor: that is for administrators; or a cross-site request.",
    },
  },
});
