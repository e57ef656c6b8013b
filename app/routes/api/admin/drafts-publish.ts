import { publishContentDrafts } from "#db/models/content-items.server";
import { apiActor, byMethod, json, readJsonOptions, onlyPost } from "~/services/api.server";
import { publishDraftsSchema } from "~/schemas/content-item";
import type { Route } from "./+types/drafts-publish";

export const loader = onlyPost;

/**
 * Publishes one page's drafts (`{page}`) or every draft (`{}`) in one transaction; the public
 * pages show them at the next request (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const actor = apiActor(context);
      const { page } = (await readJsonOptions(request, context, publishDraftsSchema)) ?? {};
      const published = await publishContentDrafts(page, actor);
      return json({ page: page ?? null, published: published.length, itemIds: published });
    },
  });
}
