import { apiActor, byMethod, json, notFound, onlyPost, parseId } from "~/services/api.server";
import { adminItemOperations, ref } from "~/services/openapi.server";
import { getI18n } from "~/lib/i18n.server";
import type { Route } from "./+types/api-newsletter-test.route";
import { getEdition } from "./newsletters.model.server";
import { contentOf, sendTest } from "./newsletters.service.server";

/** Editors test their drafts too: the test goes to the signed-in user only. */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** Sends the edition in Arabic and in English to the signed-in user, marked as a test (docs/decisions/0064-newsletters.md). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const edition = await getEdition(parseId(params.id, context));
      if (!edition) return notFound(context);
      const actor = apiActor(context);
      await sendTest(contentOf(edition), actor);
      return json({ message: getI18n(context).t("admin.newsletters.testSent", { email: actor.email }) }, { status: 202 });
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Newsletters", {
  post: {
    summary: "Send the edition in Arabic and English to yourself, marked as a test",
    success: { status: 202, description: "Two emails written to the outbox, to the signed-in user's address.", schema: ref("Message") },
  },
});
