import { getI18n } from "~/lib/i18n.server";
import { redirectSchema } from "~/schemas/redirect";
import { apiError, createAction, json, readJsonBody } from "~/services/api.server";
import { adminOperations, created, listOf } from "~/services/openapi.server";
import { createRedirect, isRefusal, listRedirects } from "./redirects.model.server";
import { refusalErrors } from "./redirects.service.server";
import { rulesChanged } from "./rules-changed.server";

/** Every redirect rule, by `from` (docs/decisions/0062-redirects-and-not-found-log.md). Administrators only. */
export async function loader() {
  return json(await listRedirects());
}

/** A rule `{from, to, status}` → 201; a bad field, a loop or a chain → 400, the same `from` as another rule → 409 (the other named). */
export const action = createAction(async ({ request, context, actor }) => {
  const input = await readJsonBody(request, context, redirectSchema);
  const outcome = await createRedirect({ from: input.from, to: input.to ?? "", status: input.status }, actor);
  if (isRefusal(outcome)) {
    const { status, message, errors } = refusalErrors(getI18n(context).t, outcome);
    // A 409 is the shared conflict answer: a message naming the other rule, no fields.
    return status === 409 ? apiError(409, message) : apiError(status, message, { errors });
  }
  await rulesChanged();
  return json(outcome, { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Redirects", {
  get: {
    summary: "Redirect rules, by the path they redirect from",
    success: listOf("The rules.", "Redirect"),
  },
  post: {
    summary: "Add a redirect: 301, 302 or 410, from a site path (exact, or a prefix ending in /*) to a site path or an https URL",
    body: { schema: redirectSchema, orString: true },
    success: created("Redirect", "The rule, every node answering it within REDIRECTS_REFRESH_MS."),
    errors: {
      400: "A path that is not a plain site path, a reserved path (/admin…, /api, files, probes), a target that is neither a site path nor an https URL; or a loop or chain with another rule (named).",
      409: "Another rule already redirects this path (named).",
    },
  },
});
