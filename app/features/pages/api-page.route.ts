import { apiError, json, message, answersOnly, notFound, publicCache } from "~/services/api.server";
import { type ApiDescription, ref } from "~/services/openapi.server";
import { languages, type PageLanguage } from "~/schemas/page";
import type { Route } from "./+types/api-page.route";
import { readPublishedPage } from "./pages.model.server";

/**
 * One campaign page's published copy in `?lang=` (Arabic when absent): 404 when there is no such
 * page or the language was never published, 410 once it was unpublished (docs/decisions/0060-campaign-pages.md).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const lang = url.searchParams.get("lang") ?? "ar";
  if (!(languages as readonly string[]).includes(lang)) {
    return apiError(400, message(context, "api.invalidFields"), { errors: { lang: [message(context, "validation.invalid")] } });
  }
  const page = await readPublishedPage(params.slug, lang as PageLanguage);
  if (page === "gone") return apiError(410, message(context, "errors.notFound"));
  if (!page) return notFound(context);
  return json(page, { cache: publicCache });
}

export const action = answersOnly("GET");

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "One campaign page as published in one language",
    tag: "Public",
    pathParameters: { slug: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", maxLength: 60, description: "The page's slug." } },
    query: [{ name: "lang", description: "The language: ar (the default) or en.", schema: { type: "string", enum: ["ar", "en"], default: "ar" } }],
    success: { status: 200, description: "The published copy: its title, description and blocks in that language.", schema: ref("PublicPage") },
    errors: { 404: "No such page, or never published in that language.", 410: "Unpublished in that language." },
  },
} satisfies ApiDescription;
