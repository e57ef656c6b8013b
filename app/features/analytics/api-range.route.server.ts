import type { RouterContextProvider } from "react-router";
import { apiError, message } from "~/services/api.server";
import { parseRange } from "./analytics.service.server";

/**
 * The loader of an analytics endpoint: `?from=` and `?to=` read by `parseRange` (YYYY-MM-DD, both
 * included, at most two years), a 400 naming the field that is wrong, else `answer` for that range.
 */
export function rangeLoader(answer: (range: { from: string; to: string }) => Promise<Response>) {
  return ({ context, url }: { context: Readonly<RouterContextProvider>; url: URL }) => {
    const range = parseRange(url.searchParams.get("from"), url.searchParams.get("to"));
    if ("problem" in range) return apiError(400, message(context, range.problem), { errors: { [range.field]: [message(context, range.problem)] } });
    return answer(range);
  };
}

/** The 400 both analytics endpoints describe. */
export const rangeRefused = "`from` or `to` not a date (YYYY-MM-DD), `from` after `to`, or more than two years apart.";
