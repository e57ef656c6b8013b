import { deleteContactMessage } from "#db/models/contact-messages.server";
import { apiActor, byMethod, noContent, notFound, parseId, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/contact";

export const loader = answersOnly("DELETE");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const actor = apiActor(context);
      return (await deleteContactMessage(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}
