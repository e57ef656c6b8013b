import { answersOnly } from "~/services/api.server";
import { type ApiDescription, openApiCacheControl, openApiDocument, responseHeaders } from "~/services/openapi.server";
import type { Route } from "./+types/openapi";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API, public and the same bytes for the
 * whole build (docs/decisions/0038-openapi-from-the-schemas.md). Not in the page store, whose ETag
 * follows the content version: this one's ETag is its bytes' digest, so it stays the same across
 * content edits and restarts; the compression middleware compresses it like any answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // The build this module is part of: its routes' `openapi` exports make the document (imported at the first request, when the build is whole).
  const { routes } = await import("virtual:react-router/server-build");
  const { body, etag } = openApiDocument(routes);
  const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": openApiCacheControl, ETag: etag };
  const ifNoneMatch = request.headers.get("If-None-Match");
  const matches = ifNoneMatch?.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()));
  return matches ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "This document",
    tag: "Public",
    success: {
      status: 200,
      description: "The OpenAPI 3.1 document of this build (the same bytes for the same build).",
      schema: { type: "object", required: ["openapi", "info", "paths"] },
      headers: {
        "Cache-Control": { description: "Cacheable by anyone for an hour.", schema: { type: "string", examples: [openApiCacheControl] } },
        ...responseHeaders.etag,
      },
    },
    errors: { 304: { description: "Not modified (If-None-Match named the ETag)." } },
  },
} satisfies ApiDescription;
