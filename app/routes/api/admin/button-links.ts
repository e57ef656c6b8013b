import { createButtonLink } from "#db/models/button-links.server";
import { apiActor, conflictOnDuplicate, json, readJsonBody, onlyPost, onlyMethod } from "~/services/api.server";
import { buttonLinkSchema } from "~/schemas/button-link";
import type { Route } from "./+types/button-links";
import { adminOperations, created } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

export const loader = onlyPost;

/** One link per content key: a second one is a 409. */
export const action = onlyMethod("POST", async ({ request, context }: Route.ActionArgs) => {
  const actor = apiActor(context);
  const fields = await readJsonBody(request, context, buttonLinkSchema);
  const created = await conflictOnDuplicate(context, "api.duplicateButtonLink", () => createButtonLink(fields, actor));
  return json(created, { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Button links", {
  post: {
    summary: "Create a button's link",
    body: { schema: buttonLinkSchema },
    success: created("ButtonLink"),
    errors: { 409: "The content key has a link." },
  },
});
