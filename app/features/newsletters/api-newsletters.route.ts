import { editionSchema } from "~/schemas/newsletter-edition";
import { createAction, json, readJsonBody } from "~/services/api.server";
import { type ApiDescription, arrayOf, ref } from "~/services/openapi.server";
import { insertEdition, listEditions } from "./newsletters.model.server";
import { editionView } from "./newsletters.service.server";

/** Editors write drafts (docs/decisions/0064-newsletters.md): the list and a new edition are theirs too. */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Every edition, newest first, each with its counts. */
export async function loader() {
  return json(await Promise.all((await listEditions()).map(editionView)));
}

/** A new edition, a draft, written by the signed-in user → 201. */
export const action = createAction(async ({ request, context, actor }) => {
  const input = await readJsonBody(request, context, editionSchema);
  return json(await editionView(await insertEdition(input, actor)), { status: 201 });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  get: {
    summary: "Newsletter editions, newest first, each with its status and counts",
    tag: "Newsletters",
    signedIn: true,
    success: { status: 200, description: "The editions.", schema: arrayOf("NewsletterEdition") },
  },
  post: {
    summary:
      "Write a newsletter edition (a draft): subjects and preheaders in Arabic and English, and email blocks (richText, image, cta, cards, stats, quote)",
    tag: "Newsletters",
    signedIn: true,
    body: { schema: editionSchema, orString: true },
    success: { status: 201, description: "The draft, with what each language still lacks.", schema: ref("NewsletterEdition") },
    errors: { 400: "A field too long, a block of another type, or a block's field wrong (each named by its path, e.g. blocks.0.text.ar.markdown)." },
  },
} satisfies ApiDescription;
