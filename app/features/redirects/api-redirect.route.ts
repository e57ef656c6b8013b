import { getI18n } from "~/lib/i18n.server";
import { redirectPatchSchema } from "~/schemas/redirect";
import { answersOnly, apiActor, apiError, byMethod, json, noContent, notFound, parseId, readJsonBody } from "~/services/api.server";
import { adminItemOperations, answer } from "~/services/openapi.server";
import type { Route } from "./+types/api-redirect.route";
import { deleteRedirect, isRefusal, updateRedirect } from "./redirects.model.server";
import { refusalErrors } from "./redirects.service.server";
import { rulesChanged } from "./rules-changed.server";

export const loader = answersOnly("PATCH", "DELETE");

/** Changes or deletes one rule (docs/decisions/0062-redirects-and-not-found-log.md). */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const id = parseId(params.id, context);
      const input = await readJsonBody(request, context, redirectPatchSchema);
      const outcome = await updateRedirect(id, input, apiActor(context));
      if (outcome === undefined) return notFound(context);
      if (isRefusal(outcome)) {
        const { status, message, errors } = refusalErrors(getI18n(context).t, outcome);
        return status === 409 ? apiError(409, message) : apiError(status, message, { errors });
      }
      await rulesChanged();
      return json(outcome);
    },
    DELETE: async () => {
      if (!(await deleteRedirect(parseId(params.id, context), apiActor(context)))) return notFound(context);
      await rulesChanged();
      return noContent();
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminItemOperations("Redirects", {
  patch: {
    summary: "Change a redirect's from, to or status",
    body: { schema: redirectPatchSchema, orString: true },
    success: answer("The rule as changed.", "Redirect"),
    errors: {
      400: "A bad path or target, or a loop or chain with another rule (named).",
      409: "Another rule already redirects this path (named).",
    },
  },
  delete: {
    summary: "Delete a redirect",
    success: { status: 204, description: "Deleted: every node stops answering it within REDIRECTS_REFRESH_MS." },
  },
});
