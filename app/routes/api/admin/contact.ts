import { deleteContactMessage } from "#db/models/contact-messages.server";
import { apiActor, byMethod, noContent, notFound, parseId, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/contact";
import { type ApiDescription, idParameter } from "~/services/openapi.server";

export const loader = answersOnly("DELETE");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const actor = apiActor(context);
      return (await deleteContactMessage(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = {
  delete: {
    summary: "Delete a message",
    tag: "Messages",
    signedIn: true,
    pathParameters: { id: idParameter },
    success: { status: 204, description: "Deleted." },
  },
} satisfies ApiDescription;
