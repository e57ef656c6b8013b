import { z } from "zod";
import { setContactMessageNotes } from "#db/models/contact-messages.server";
import { apiActor, byMethod, json, notFound, parseId, readJsonBody, answersOnly } from "~/services/api.server";
import { text } from "~/schemas/fields";
import type { Route } from "./+types/contact-reply";

/** The administrator's notes on a message: the API is their only writer (docs/api.md#contact-messages-and-newsletter). */
const replySchema = z.object({ notes: text(5000) });

export const loader = answersOnly("PATCH");

export function action({ request, context, params }: Route.ActionArgs) {
  return byMethod(request, context, {
    PATCH: async () => {
      const actor = apiActor(context);
      const id = parseId(params.id, context);
      const { notes } = await readJsonBody(request, context, replySchema);
      const updated = await setContactMessageNotes(id, notes, actor);
      return updated ? json(updated) : notFound(context);
    },
  });
}
