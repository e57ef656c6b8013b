import { publishContentDrafts } from "#db/models/content-items.server";
import { apiActor, byMethod, json, onlyPost } from "~/services/api.server";
import { readDraftScope, scopeLanguages } from "~/services/draft-scope.server";
import { publishDraftsSchema } from "~/schemas/content-item";
import type { Route } from "./+types/drafts-publish";

export const loader = onlyPost;

/**
 * Publishes drafts in one transaction — one page's (`{page}`), some items' (`{ids}`) or every one
 * (`{}`), in one language (`languages: ["ar"]`) or both — and the public pages show them at the
 * next request (docs/decisions/0026-drafts-preview-translation-status.md, 0044-scheduled-publishing.md).
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const actor = apiActor(context);
      const scope = (await readDraftScope(request, context, publishDraftsSchema, { optional: true })) ?? {};
      const languages = scopeLanguages(scope.languages);
      const published = await publishContentDrafts({ ...scope, languages }, actor);
      return json({ page: scope.page ?? null, languages, published: published.length, itemIds: published });
    },
  });
}
