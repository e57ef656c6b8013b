import { countContactMessages, listContactMessages } from "#db/models/contact-messages.server";
import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
import { db } from "#db/database.server";
import { listSearchOf, searchRefusalKeys, searchTerms } from "~/services/search.server";
import type { Route } from "./+types/contacts";

const maxPageSize = 500;

/** `?page=&pageSize=` when both are whole numbers in range; undefined when absent; null when malformed. */
function pagingOf(params: URLSearchParams) {
  const [page, pageSize] = [params.get("page"), params.get("pageSize")];
  if (page === null && pageSize === null) return undefined;
  const parsed = [page ?? "1", pageSize ?? "50"].map((value) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN));
  const [number, size] = parsed;
  if (!(number >= 1) || !(size >= 1 && size <= maxPageSize)) return null;
  return { page: number, pageSize: size };
}

/**
 * Every stored contact message, newest first (docs/api.md). With `?page=&pageSize=`, one page of
 * them and the total in `X-Total-Count`. With `?q=`, only those matching the search (decisions §15).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const paging = pagingOf(url.searchParams);
  if (paging === null) return apiError(400, message(context, "api.invalidPaging"));
  const query = listSearchOf(url.searchParams);
  if (!query.ok)
    return apiError(400, message(context, searchRefusalKeys[query.reason]), { errors: { q: [message(context, searchRefusalKeys[query.reason])] } });
  const search = query.q === undefined ? undefined : await searchTerms(db, query.q);
  if (paging === undefined) return json(await listContactMessages({ search }));
  const [total, messages] = await Promise.all([
    countContactMessages("all", search),
    listContactMessages({ search, limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize }),
  ]);
  return json(messages, { headers: { "X-Total-Count": String(total) } });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
