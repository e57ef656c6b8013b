import { discardContentDraft, saveContentDraft, withEditorialState } from "#db/models/content-drafts.server";
import { getContentItem } from "#db/models/content-items.server";
import { apiActor, byMethod, invalidFields, json, noContent, notFound, parseId, readJsonBody, answersOnly } from "~/services/api.server";
import { checkContentItem, contentDraftSchema } from "~/schemas/content-item";
import type { Route } from "./+types/content-draft";

export const loader = answersOnly("PUT", "DELETE");

/**
 * The draft of one content item (docs/decisions/0026-drafts-preview-translation-status.md): PUT
 * saves it (an absent value takes the published one; the item's rules apply as to a published
 * value), DELETE discards it. Neither changes a public page.
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PUT: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const values = await readJsonBody(request, context, contentDraftSchema);
      const stored = await getContentItem(id);
      if (!stored) return notFound(context);
      const draft = { valueAr: values.valueAr ?? stored.valueAr, valueEn: values.valueEn ?? stored.valueEn };
      const checked = checkContentItem({ type: stored.type, ...draft });
      if (!checked.success) return invalidFields(context, checked.error.issues);
      if (!(await saveContentDraft(id, draft, actor))) return notFound(context);
      return json((await withEditorialState([stored]))[0]);
    },
    DELETE: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      if (!(await getContentItem(id))) return notFound(context);
      await discardContentDraft(id, actor);
      return noContent();
    },
  });
}
