import { z } from "zod";
import { createContactMessage } from "#db/models/contact-messages.server";
import { byMethod, dictionaryText, ipThrottle, json, methodNotAllowed, readJsonBody } from "~/lib/api.server";
import { contactLimiter } from "~/lib/rate-limit.server";
import { contactSchema } from "~/schemas/contact";
import { honeypotField } from "~/schemas/honeypot";
import type { Route } from "./+types/contact";

/** The contact form's schema, plus the hidden field only bots fill in. */
const contactBodySchema = contactSchema.extend({ [honeypotField]: z.unknown().optional() });

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["POST"]);
}

/**
 * Stores a visitor's message as the contact page's form does: the same schema, the same limit per
 * IP, and a filled honeypot answered like a success with nothing stored.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const throttle = ipThrottle(contactLimiter, context, "contact.form.rate_limited");
      await throttle.check();
      const { [honeypotField]: honeypot, name, phone, ...fields } = await readJsonBody(request, context, contactBodySchema);
      await throttle.consume();
      const success = await dictionaryText(context, "contact.form.success");
      if (honeypot) return json({ id: 0, message: success }, { status: 201 });
      const stored = await createContactMessage({ ...fields, fullName: name, phone: phone ?? "" });
      return json({ id: stored.id, message: success }, { status: 201 });
    },
  });
}
