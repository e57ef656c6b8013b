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
import type { Route } from "./+types/api-newsletter-approve.route";
import { refusalsAnswered } from "./api-answers.route.server";
import { approveEdition, getEdition } from "./newsletters.model.server";
import { editionView } from "./newsletters.service.server";

export const loader = onlyPost;

/** Approves a draft (administrators; with two or more, one who did not write it: docs/decisions/0064-newsletters.md). */
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
        const approved = await refuseStaleWrite(context, () => approveEdition(id, apiActor(context), expected), current);
        return approved ? jsonWithVersion(await editionView(approved)) : notFound(context);
      }),
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  post: {
    summary: "Approve a draft edition (four eyes: with two or more administrators, one who did not write it)",
    tag: "Newsletters",
    signedIn: true,
    pathParameters: { id: idParameter },
    body: { schema: editionStepSchema, orString: true, optional: true },
    versioned: "NewsletterEdition",
    success: { status: 200, description: "The edition, approved.", schema: ref("NewsletterEdition") },
    errors: {
      403: "An editor; or the administrator who wrote it, while another administrator exists.",
      409: "Another version, or an edition that is not a draft.",
    },
  },
} satisfies ApiDescription;
