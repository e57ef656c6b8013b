import { countContactMessages, listContactMessages } from "#db/models/contact-messages.server";
import { apiError, json, message, methodNotAllowed } from "~/services/api.server";
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
 * them and the total in `X-Total-Count`.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const paging = pagingOf(url.searchParams);
  if (paging === undefined) return json(await listContactMessages());
  if (paging === null) return apiError(400, message(context, "api.invalidPaging"));
  const [total, messages] = await Promise.all([
    countContactMessages(),
    listContactMessages({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize }),
  ]);
  return json(messages, { headers: { "X-Total-Count": String(total) } });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
