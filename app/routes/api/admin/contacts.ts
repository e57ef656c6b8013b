import { countContactMessages, listContactMessages } from "#db/models/contact-messages.server";
import { apiError, json, message, answersOnly } from "~/services/api.server";
import { db } from "#db/database.server";
import { listSearchOf, searchRefusalKeys, searchTerms } from "~/features/search/search.service.server";
import type { Route } from "./+types/contacts";
import { arrayOf, jsonContent, errorOrFields, searchQuery, adminOperations } from "~/services/openapi.server";

const maxPageSize = 500;

/** `?page=&pageSize=` when both are whole numbers in range, each defaulting (page 1, 50 a page); null when malformed. */
function pagingOf(params: URLSearchParams) {
  const [page, pageSize] = [params.get("page"), params.get("pageSize")];
  const parsed = [page ?? "1", pageSize ?? "50"].map((value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN));
  const [number, size] = parsed;
  if (!(number >= 1) || !(size >= 1 && size <= maxPageSize)) return null;
  return { page: number, pageSize: size };
}

/**
 * The stored contact messages, newest first, one page at a time (docs/api.md): `?page=&pageSize=`,
 * the first 50 without them, and the number of all in `X-Total-Count`. The same array as before,
 * shorter: an unpaged list of every message cost the node seconds at 60,000 messages, from a GET a
 * cross-site link can make (docs/decisions/0050-operations-hardening.md); the CSV export has them all.
 * With `?q=`, only those matching the search (docs/decisions/0041-search-index.md).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const paging = pagingOf(url.searchParams);
  if (paging === null) return apiError(400, message(context, "api.invalidPaging"));
  const query = listSearchOf(url.searchParams);
  if (!query.ok)
    return apiError(400, message(context, searchRefusalKeys[query.reason]), { errors: { q: [message(context, searchRefusalKeys[query.reason])] } });
  const search = query.q === undefined ? undefined : await searchTerms(db, query.q);
  const [total, messages] = await Promise.all([
    countContactMessages("all", search),
    listContactMessages({ search, limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize }),
  ]);
  return json(messages, { headers: { "X-Total-Count": String(total) } });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Messages", {
  get: {
    summary: "The contact messages, newest first, one page at a time",
    query: [
      { name: "page", description: "The page, from 1 (with or without pageSize).", schema: { type: "integer", minimum: 1 } },
      { name: "pageSize", description: "Messages a page (default 50).", schema: { type: "integer", minimum: 1, maximum: 500 } },
      { ...searchQuery, description: "Only messages matching this search: name, email, subject, message." },
    ],
    success: {
      status: 200,
      description:
        "One page of the messages (the first 50 without paging; every message is in contacts.csv), and the number of all of them in X-Total-Count.",
      schema: arrayOf("ContactMessage"),
      headers: { "X-Total-Count": { description: "The number of all messages (matching `q`).", schema: { type: "integer", minimum: 0 } } },
    },
    errors: { 400: { description: "Malformed paging; `q` over 200 characters or with nothing searchable.", content: jsonContent(errorOrFields) } },
  },
});
