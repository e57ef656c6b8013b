import { methodNotAllowed } from "~/services/api.server";
import { openApiCacheControl, openApiDocument } from "~/services/openapi.server";
import type { Route } from "./+types/openapi";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API, public and the same bytes for the
 * whole build (docs/decisions/0038-openapi-from-the-schemas.md). Not in the page store, whose ETag
 * follows the content version: this one's ETag is its bytes' digest, so it stays the same across
 * content edits and restarts; the compression middleware compresses it like any answer.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { body, etag } = openApiDocument();
  const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": openApiCacheControl, ETag: etag };
  const ifNoneMatch = request.headers.get("If-None-Match");
  const matches = ifNoneMatch?.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()));
  return matches ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, ["GET"]);
}
