import { deleteContactMessage } from "#db/models/contact-messages.server";
import { apiActor, byMethod, methodNotAllowed, noContent, notFound, parseId } from "~/services/api.server";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["DELETE"]);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const actor = apiActor(context);
      return (await deleteContactMessage(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}
