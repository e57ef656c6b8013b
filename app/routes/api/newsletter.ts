import { z } from "zod";
import { subscribeToNewsletter } from "#db/models/newsletter-subscribers.server";
import { locales } from "~/config/site";
import { byMethod, dictionaryText, ipThrottle, json, methodNotAllowed, readJsonBody } from "~/lib/api.server";
import { localeOf } from "~/lib/page.server";
import { newsletterLimiter } from "~/lib/rate-limit.server";
import { honeypotField } from "~/schemas/honeypot";
import { newsletterSchema } from "~/schemas/newsletter";
import type { Route } from "./+types/newsletter";

/** The footer form's schema, plus an optional language and the bots' hidden field. */
const newsletterBodySchema = newsletterSchema.extend({
  locale: z.enum(locales, { error: "validation.invalid" }).optional(),
  [honeypotField]: z.unknown().optional(),
});

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["POST"]);
}

/** 201 for a new address, 200 for one already on the list; same limit per IP as the footer form. */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const throttle = ipThrottle(newsletterLimiter, context, "common.newsletter.rate_limited");
      await throttle.check();
      const { email, locale, [honeypotField]: honeypot } = await readJsonBody(request, context, newsletterBodySchema);
      await throttle.consume();
      const language = locale ?? localeOf(context);
      if (honeypot) {
        const pretended = { id: 0, email, locale: language, createdAt: new Date().toISOString() };
        return json({ ...pretended, message: await dictionaryText(context, "common.newsletter.success") }, { status: 201 });
      }
      const { created, subscriber } = await subscribeToNewsletter(email, language);
      const text = await dictionaryText(context, created ? "common.newsletter.success" : "common.newsletter.already_subscribed");
      return json({ ...subscriber, message: text }, { status: created ? 201 : 200 });
    },
  });
}
