import { nowIso } from "#db/clock";
import { byMethod, dictionaryText, invalidFields, json, methodNotAllowed, readJson, tooManyRequests } from "~/lib/api.server";
import { requestInfoContext } from "~/lib/context";
import { localeOf } from "~/lib/page.server";
import { submitNewsletterSignup } from "~/services/newsletter.server";
import type { Route } from "./+types/newsletter";

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, ["POST"]);
}

/**
 * Signs an address up as the footer form does (app/services/newsletter.server.ts), in the body's
 * `locale` or the request's language: 201 for a new address, 200 for one already on the list.
 */
export function action({ request, context }: Route.ActionArgs) {
  return byMethod(request, context, {
    POST: async () => {
      const { clientIp } = context.get(requestInfoContext);
      const outcome = await submitNewsletterSignup({ clientIp, locale: localeOf(context), input: () => readJson(request, context) });
      switch (outcome.status) {
        case "rate-limited":
          return tooManyRequests(await dictionaryText(context, "common.newsletter.rate_limited"), outcome.retryAfterSeconds);
        case "invalid":
          return invalidFields(context, outcome.issues);
        case "accepted": {
          if (!outcome.subscription) {
            // A filled honeypot: answered like a new subscriber, nothing stored.
            const pretended = { id: 0, email: outcome.email, locale: outcome.locale, createdAt: nowIso() };
            return json({ ...pretended, message: await dictionaryText(context, "common.newsletter.success") }, { status: 201 });
          }
          const { created, subscriber } = outcome.subscription;
          const text = await dictionaryText(context, created ? "common.newsletter.success" : "common.newsletter.already_subscribed");
          return json({ ...subscriber, message: text }, { status: created ? 201 : 200 });
        }
      }
    },
  });
}
