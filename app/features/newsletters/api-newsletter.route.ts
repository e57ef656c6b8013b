import { editionPatchSchema } from "~/schemas/newsletter-edition";
import { resourceOperations } from "~/services/openapi.server";
import { versionedResource } from "~/services/versioned-resource.server";
import { deleteVersioned } from "~/services/api.server";
import { newsletter } from "~/entities/newsletter";
import { isAdmin, refusalAnswer, refusalsAnswered } from "./api-answers.route.server";
import { deleteEdition, EditionRefusal, getEdition, updateEdition } from "./newsletters.model.server";
import { editionView } from "./newsletters.service.server";

/** Editors change and delete drafts; an approved edition is an administrator's (docs/decisions/0064-newsletters.md). */
export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

async function read(id: number) {
  const edition = await getEdition(id);
  return edition && editionView(edition);
}

const resource = versionedResource({
  read,
  patch: editionPatchSchema,
  async write(id, values, actor, expected, context) {
    const admin = isAdmin(context);
    try {
      const edition = await updateEdition(id, values, actor, expected, admin ? ["draft", "approved"] : ["draft"]);
      return edition && (await editionView(edition));
    } catch (error) {
      // An editor meets an approved edition: not theirs to withdraw.
      const refusal =
        !admin && error instanceof EditionRefusal && error.status === "approved" ? new EditionRefusal("editorsDraftsOnly", error.status) : error;
      throw refusalAnswer(context, refusal);
    }
  },
  delete: ({ request, context, id, actor }) => {
    const admin = isAdmin(context);
    return refusalsAnswered(context, () =>
      deleteVersioned(
        request,
        context,
        async (expected) => {
          try {
            return await deleteEdition(id, actor, expected, admin ? ["draft", "approved", "cancelled"] : ["draft"]);
          } catch (error) {
            // An editor meets an edition past its draft: not theirs to delete.
            throw !admin && error instanceof EditionRefusal ? new EditionRefusal("editorsDraftsOnly", error.status) : error;
          }
        },
        () => read(id),
      ),
    );
  },
});

export const loader = resource.loader;
export const action = resource.action;

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = resourceOperations(newsletter, editionPatchSchema, {
  get: {
    summary:
      "One newsletter edition, with its counts (recipients, sent, failed, bounced, unsubscribed after, clicks per link) and its version as its ETag",
  },
  patch: {
    summary: "Change a draft or approved edition (a field left out keeps its value); a change to an approved edition withdraws its approval",
    errors: {
      400: "A field too long or a block's field wrong (named by its path).",
      403: "An editor changing an approved edition.",
      409: "Another version than If-Match names ({message, current}), or an edition that is scheduled, sending, sent or cancelled ({message}).",
    },
  },
  delete: {
    summary: "Delete an edition that is not going out (a draft, approved or cancelled one; editors: drafts)",
    errors: { 409: "Another version than If-Match names, or an edition scheduled, sending or sent." },
  },
});
