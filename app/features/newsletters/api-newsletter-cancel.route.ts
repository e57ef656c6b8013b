import { editionStepSchema } from "~/schemas/newsletter-edition";
import { apiActor, onlyPost } from "~/services/api.server";
import { editionStepAction, editionStepOperation } from "./edition-step.route.server";
import { cancelEdition } from "./newsletters.model.server";

export const loader = onlyPost;

/** Cancels a scheduled or sending edition: what has not gone, never goes (docs/decisions/0064-newsletters.md). */
export const action = editionStepAction(
  editionStepSchema,
  ({ id, expected, context }) =>
    () =>
      cancelEdition(id, apiActor(context), expected),
);

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = editionStepOperation({
  summary: "Cancel a scheduled or sending edition: emails not yet handed to the mail server are not sent",
  schema: editionStepSchema,
  success: "The edition, cancelled, with its counts.",
  errors: { 409: "Another version, or an edition that is neither scheduled nor sending." },
});
