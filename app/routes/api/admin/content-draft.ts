import { discardContentDraft, saveContentDraft, withEditorialState } from "#db/models/content-drafts.server";
import { getContentItem } from "#db/models/content-items.server";
import {
  apiActor,
  byMethod,
  expectedVersionOf,
  invalidFields,
  jsonWithVersion,
  noContent,
  notFound,
  parseId,
  readJsonBody,
  refuseStaleWrite,
  withoutVersion,
  answersOnly,
} from "~/services/api.server";
import { checkContentItem, contentDraftSchema } from "~/schemas/content-item";
import type { Route } from "./+types/content-draft";
import { adminItemOperations, answer } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = answersOnly("PUT", "DELETE");

/**
 * The draft of one content item (docs/decisions/0026-drafts-preview-translation-status.md): PUT
 * saves it (an absent value takes the published one; the item's rules apply as to a published
 * value), DELETE discards it. Neither changes a public page, nor the item's version; a PUT that
 * names a version (If-Match or `version`) names the item's, and is refused with a 409 when the
 * item has another one (docs/decisions/0043-versions-and-conflicts.md).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PUT: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const { values, version } = withoutVersion(await readJsonBody(request, context, contentDraftSchema));
      const expected = expectedVersionOf(request, context, version);
      const stored = await getContentItem(id);
      if (!stored) return notFound(context);
      const draft = { valueAr: values.valueAr ?? stored.valueAr, valueEn: values.valueEn ?? stored.valueEn };
      const checked = checkContentItem({ key: stored.key, type: stored.type, ...draft });
      if (!checked.success) return invalidFields(context, checked.error.issues);
      const current = async () => {
        const item = await getContentItem(id);
        return item && (await withEditorialState([item]))[0];
      };
      const saved = await refuseStaleWrite(context, () => saveContentDraft(id, draft, actor, expected), current);
      if (!saved) return notFound(context);
      const item = await current();
      return item ? jsonWithVersion(item) : notFound(context);
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

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Content", {
  put: {
    summary: "Save an item's draft (an absent value takes the published one)",
    body: { schema: contentDraftSchema, orString: true },
    success: answer("The item with its draft.", "ContentItem"),
    versioned: "ContentItem",
  },
  delete: {
    summary: "Discard an item's draft",
    success: { status: 204, description: "Discarded (also when there was no draft)." },
  },
});
