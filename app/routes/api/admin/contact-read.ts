import { markContactMessageRead } from "#db/models/contact-messages.server";
import { apiActor, byMethod, json, notFound, parseId, answersOnly } from "~/services/api.server";
import type { Route } from "./+types/contact-read";

export const loader = answersOnly("PATCH");

/** Marks a message read; takes no body. */
export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const updated = await markContactMessageRead(parseId(params.id, context), actor);
      return updated ? json(updated) : notFound(context);
    },
  });
}
