import { withEditorialState } from "#db/models/content-drafts.server";
import { createContentItem, listContentItems } from "#db/models/content-items.server";
import { isTranslationStatus, translationStatuses } from "~/domain/translation-status";
import { contentPages } from "~/domain/content-types";
import { apiError, conflictOnDuplicate, createAction, json, message, readJsonBody } from "~/services/api.server";
import { contentItemSchema } from "~/schemas/content-item";
import { db } from "#db/database.server";
import { listSearchOf, searchRefusalKeys, searchTerms } from "~/features/search/search.service.server";
import type { Route } from "./+types/content";
import { jsonContent, errorOrFields, searchQuery, adminOperations, created, listOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/**
 * Every item, or one page's items with `?page=` (e.g. `?page=faq`), or those of one translation
 * status with `?status=missing|stale|current`, or those matching `?q=` (docs/decisions/0041-search-index.md, drafts
 * included); each with its status and its draft.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = url.searchParams.get("page") ?? undefined;
  // A page that does not exist has no items (and a value such as a NUL byte never reaches the database).
  if (page !== undefined && !contentPages.includes(page as never)) return json([]);
  const status = url.searchParams.get("status");
  if (status !== null && !isTranslationStatus(status)) {
    return apiError(400, message(context, "api.invalidFields"), { errors: { status: [message(context, "validation.invalid")] } });
  }
  const search = listSearchOf(url.searchParams);
  if (!search.ok)
    return apiError(400, message(context, searchRefusalKeys[search.reason]), { errors: { q: [message(context, searchRefusalKeys[search.reason])] } });
  const terms = search.q === undefined ? undefined : await searchTerms(db, search.q);
  return json(await withEditorialState(await listContentItems({ page, status: status ?? undefined, search: terms })));
}

export const action = createAction(async ({ request, context, actor }) => {
  const fields = await readJsonBody(request, context, contentItemSchema);
  const created = await conflictOnDuplicate(context, "api.duplicateContentKey", () => createContentItem(fields, actor));
  const [item] = await withEditorialState([created]);
  return json(item, { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Content", {
  get: {
    summary: "Every content item, or one page's, or those of one translation status",
    query: [
      { name: "page", description: "Only this page's items (an unknown page has none).", schema: { type: "string", examples: ["faq"] } },
      { name: "status", description: "Only items of this translation status.", schema: { type: "string", enum: [...translationStatuses] } },
      { ...searchQuery, description: "Only items (drafts included) matching this search: key, Arabic, English, description." },
    ],
    success: listOf("The items, each with its translation status and draft.", "ContentItem"),
    errors: { 400: { description: "An unknown `status`; `q` over 200 characters or with nothing searchable.", content: jsonContent(errorOrFields) } },
  },
  post: {
    summary: "Create a content item",
    body: { schema: contentItemSchema },
    success: created("ContentItem"),
    errors: { 409: "The key exists." },
  },
});
