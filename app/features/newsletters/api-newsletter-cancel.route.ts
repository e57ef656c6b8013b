import { editionStepSchema } from "~/schemas/newsletter-edition";
import {
  apiActor,
  byMethod,
  expectedVersionOf,
  jsonWithVersion,
  notFound,
  onlyPost,
  parseId,
  readJsonOptions,
  refuseStaleWrite,
} from "~/services/api.server";
import { type ApiDescription, idParameter, ref } from "~/services/openapi.server";
import type { Route } from "./+types/api-newsletter-cancel.route";
import { refusalsAnswered } from "./api-answers.route.server";
import { cancelEdition, getEdition } from "./newsletters.model.server";
import { editionView } from "./newsletters.service.server";

export const loader = onlyPost;

/** Cancels a scheduled or sending edition: what has not gone, never goes (docs/decisions/0064-newsletters.md). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: () =>
      refusalsAnswered(context, async () => {
        const id = parseId(params.id, context);
        const expected = expectedVersionOf(request, context, (await readJsonOptions(request, context, editionStepSchema))?.version);
        const current = async () => {
          const edition = await getEdition(id);
          return edition && editionView(edition);
        };
        const cancelled = await refuseStaleWrite(context, () => cancelEdition(id, apiActor(context), expected), current);
        return cancelled ? jsonWithVersion(await editionView(cancelled)) : notFound(context);
      }),
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Cancel a scheduled or sending edition: emails not yet handed to the mail server are not sent",
    tag: "Newsletters",
    signedIn: true,
    pathParameters: { id: idParameter },
    body: { schema: editionStepSchema, orString: true, optional: true },
    versioned: "NewsletterEdition",
    success: { status: 200, description: "The edition, cancelled, with its counts.", schema: ref("NewsletterEdition") },
    errors: { 409: "Another version, or an edition that is neither scheduled nor sending." },
  },
} satisfies ApiDescription;
