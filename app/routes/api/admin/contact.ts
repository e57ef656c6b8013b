import { actorOf } from "~/services/actor.server";
import { deleteContactMessage } from "#db/models/contact-messages.server";
import { byMethod, methodNotAllowed, noContent, notFound, parseId, requireApiAdmin } from "~/services/api.server";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["DELETE"]);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    DELETE: async () => {
      const actor = actorOf(context, await requireApiAdmin(request, context));
      return (await deleteContactMessage(parseId(params.id, context), actor)) ? noContent() : notFound(context);
    },
  });
}
