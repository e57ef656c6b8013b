import { editionStepSchema } from "~/schemas/newsletter-edition";
import { apiActor, onlyPost } from "~/services/api.server";
import { editionStepAction, editionStepOperation } from "./edition-step.route.server";
import { approveEdition } from "./newsletters.model.server";

export const loader = onlyPost;

/** Approves a draft (administrators; with two or more, one who did not write it: docs/decisions/0064-newsletters.md). */
export const action = editionStepAction(
  editionStepSchema,
  ({ id, expected, context }) =>
    () =>
      approveEdition(id, apiActor(context), expected),
);

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = editionStepOperation({
  summary: "Approve a draft edition (four eyes: with two or more administrators, one who did not write it)",
  schema: editionStepSchema,
  success: "The edition, approved.",
  errors: {
    403: "An editor; or the administrator who wrote it, while another administrator exists.",
    409: "Another version, or an edition that is not a draft.",
  },
});
