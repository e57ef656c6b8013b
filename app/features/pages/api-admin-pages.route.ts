import { createAction, json, readJsonBody } from "~/services/api.server";
import { pageSchema } from "~/schemas/page";
import { adminOperations, arrayOf, ref } from "~/services/openapi.server";
import { createPage, listPages } from "./pages.model.server";
import { refusePageWrite } from "./pages.service.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Every campaign page's working copy, newest change first, with each language's status. */
export async function loader() {
  return json(await listPages());
}

export const action = createAction(async ({ request, context, actor }) => {
  const fields = await readJsonBody(request, context, pageSchema);
  return json(await refusePageWrite(context, () => createPage(fields, actor)), { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Pages", {
  get: {
    summary: "Every campaign page, with each language's status",
    success: { status: 200, description: "The pages, the most recently changed first.", schema: arrayOf("Page") },
  },
  post: {
    summary: "Create a campaign page (its working copy; nothing is published)",
    body: { schema: pageSchema },
    success: { status: 201, description: "Created, both languages drafts.", schema: ref("Page") },
    errors: { 400: "A bad field or block (`blocks.2.text.en.title`), or a slug that is malformed, reserved or taken (`slug`)." },
  },
});
