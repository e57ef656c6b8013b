import { db } from "#db/database.server";
import { getLocale } from "~/lib/i18n.server";
import { apiAdmin, apiError, json, message, answersOnly } from "~/services/api.server";
import { pageOf } from "~/services/history.server";
import { isSearchKind, maxPageSize, parseSearchQuery, type SearchKind, searchAll, searchKindsFor, searchRefusalKeys } from "./search.service.server";
import type { Route } from "./+types/api-search.route";
import { adminOperations, ref, jsonContent, errorOrFields, searchQuery, pageQuery } from "~/services/openapi.server";
import { searchKinds } from "~/domain/search-kinds";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

const refusals = searchRefusalKeys;

/**
 * Search across the dashboard (docs/decisions/0041-search-index.md): `?q=` (required), `?kind=` (one kind, or several
 * `kind` parameters; every kind the role may read when absent), `?page=`, `?pageSize=` (1–100, 20).
 * An editor asking for contact messages or subscribers gets a 403, and never sees them otherwise.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = parseSearchQuery(params.get("q"));
  if (!query.ok) return apiError(400, message(context, refusals[query.reason]), { errors: { q: [message(context, refusals[query.reason])] } });
  const page = pageOf(params);
  const sizeText = params.get("pageSize");
  const pageSize = sizeText === null || sizeText === "" ? undefined : /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : Number.NaN;
  const asked = params.getAll("kind").filter((kind) => kind !== "");
  const errors: Record<string, string[]> = {};
  if (page === null) errors.page = [message(context, "api.invalidPage")];
  if (pageSize !== undefined && !(pageSize >= 1 && pageSize <= maxPageSize)) errors.pageSize = [message(context, "api.searchPageSize")];
  if (asked.some((kind) => !isSearchKind(kind))) errors.kind = [message(context, "api.searchUnknownKind")];
  if (page === null || Object.keys(errors).length > 0) return apiError(400, message(context, "api.invalidFields"), { errors });

  const allowed = searchKindsFor(apiAdmin(context).user);
  const kinds = asked.length > 0 ? (asked as SearchKind[]) : allowed;
  if (kinds.some((kind) => !allowed.includes(kind))) return apiError(403, message(context, "errors.forbidden"));
  const locale = getLocale(context) === "en" ? "en" : "ar";
  return json(await searchAll(db, { q: query.q, kinds, page, pageSize, locale }));
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Search", {
  get: {
    summary: "Search content, FAQ, messages, team, media and subscribers (Arabic-aware: folded, word prefixes, any order)",
    query: [
      searchQuery,
      {
        name: "kind",
        description: "Only this kind (repeat for several); every kind the role may read when absent.",
        schema: { type: "string", enum: [...searchKinds] },
      },
      { ...pageQuery, description: "The page, from 1." },
      { name: "pageSize", description: "Results a page (default 20).", schema: { type: "integer", minimum: 1, maximum: 100, default: 20 } },
    ],
    success: {
      status: 200,
      description: "One page of results, by kind then newest first, with the count of each kind asked.",
      schema: ref("SearchResult"),
    },
    errors: {
      400: {
        description: "`q` missing, over 200 characters or with nothing searchable; an unknown `kind`; `page` or `pageSize` out of range.",
        content: jsonContent(errorOrFields),
      },
      403: "A kind the role may not read (an editor asking for messages or subscribers), or a cross-site request.",
    },
  },
});
