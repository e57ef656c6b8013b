import { apiActor, byMethod, json, notFound, onlyPost, parseId, readJsonOptions } from "~/services/api.server";
import { languages, pageLanguagesSchema } from "~/schemas/page";
import { type ApiDescription, idParameter, ref } from "~/services/openapi.server";
import type { Route } from "./+types/api-admin-page-publication.route";
import { publishPage, unpublishPage } from "./pages.model.server";
import { refusePageWrite } from "./pages.service.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** `…/publish` or `…/unpublish`: the path names which (one module, two routes in app/routes.ts). */
const isUnpublish = (pathname: string) => pathname.replace(/\/$/, "").endsWith("/unpublish");

/**
 * Publishes the working copy in the languages named (both when the body is empty): each language's
 * public page gets the blocks with its words, so Arabic can go live while English is still being
 * written; a language that lacks words is a 400 naming each field. Unpublish takes the languages
 * off the site (410 from then on). Both answer the page with its statuses (docs/decisions/0060-campaign-pages.md).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const id = parseId(params.id, context);
      const chosen = (await readJsonOptions(request, context, pageLanguagesSchema))?.languages ?? [...languages];
      const actor = apiActor(context);
      const unpublish = isUnpublish(new URL(request.url).pathname);
      const written = await refusePageWrite(context, () => (unpublish ? unpublishPage(id, chosen, actor) : publishPage(id, chosen, actor)));
      return written ? json(written) : notFound(context);
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi: ApiDescription = (path) =>
  isUnpublish(path)
    ? {
        post: {
          summary: "Take a page off the site in some languages (both when none is named); a visit then answers 410",
          tag: "Pages",
          signedIn: true,
          pathParameters: { id: idParameter },
          body: { schema: pageLanguagesSchema, optional: true },
          success: { status: 200, description: "The page with its statuses.", schema: ref("Page") },
        },
      }
    : {
        post: {
          summary: "Publish a page's working copy in some languages (both when none is named)",
          tag: "Pages",
          signedIn: true,
          pathParameters: { id: idParameter },
          body: { schema: pageLanguagesSchema, optional: true },
          success: { status: 200, description: "The page with its statuses.", schema: ref("Page") },
          errors: { 400: "A language that still lacks words: each missing field named (`titleEn`, `blocks.2.text.en.title`)." },
        },
      };
