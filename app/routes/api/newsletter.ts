import { z } from "zod";
import { subscribeToNewsletter } from "#db/models/newsletter-subscribers.server";
import { locales } from "~/config/site";
import { byMethod, dictionaryText, ipThrottle, json, methodNotAllowed, readJsonBody } from "~/lib/api.server";
import { localeOf } from "~/lib/page.server";
import { newsletterLimiter } from "~/lib/rate-limit.server";
import { honeypotField } from "~/schemas/contact";
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

/**
 * 202 `{message}` with the same success text whether the address is new, already on the list or
 * a bot's (decisions.md §5: nobody can test who subscribed); same limit per IP as the footer form.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const throttle = ipThrottle(newsletterLimiter, context, "common.newsletter.rate_limited");
      await throttle.check();
      const { email, locale, [honeypotField]: honeypot } = await readJsonBody(request, context, newsletterBodySchema);
      await throttle.consume();
      if (!honeypot) await subscribeToNewsletter(email, locale ?? localeOf(context));
      return json({ message: await dictionaryText(context, "common.newsletter.success") }, { status: 202 });
    },
  });
}
