import { json, answersOnly, publicCache } from "~/services/api.server";
import { type ApiDescription, publicGet } from "~/services/openapi.server";
import { listPublishedPages } from "./pages.model.server";

export const handle: import("~/lib/route-handle").RouteHandle = { store: "json" };

/** The campaign pages published in at least one language: slug, titles and languages (docs/decisions/0060-campaign-pages.md). */
export async function loader() {
  const pages = await listPublishedPages();
  return json({ items: pages.map(({ slug, titles, languages }) => ({ slug, titles, languages })) }, { cache: publicCache });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: publicGet("The campaign pages published in at least one language", {
    status: 200,
    description: "`{items: [{slug, titles, languages}]}`: a title for each published language.",
    schema: {
      type: "object",
      required: ["items"],
      properties: { items: { type: "array", items: { $ref: "#/components/schemas/PublicPageSummary" } } },
    },
  }),
} satisfies ApiDescription;
