import { checkScheduleTime } from "~/schemas/schedule";
import { editionSendSchema } from "~/schemas/newsletter-edition";
import { getI18n } from "~/lib/i18n.server";
import { apiActor, apiError, onlyPost } from "~/services/api.server";
import { editionStepAction, editionStepOperation } from "./edition-step.route.server";
import { getEdition, sendEdition } from "./newsletters.model.server";
import { checkComplete, contentOf } from "./newsletters.service.server";

export const loader = onlyPost;

/**
 * Sends an approved edition now, or at `at` (docs/decisions/0064-newsletters.md): refused while a
 * language some confirmed subscribers read is incomplete (400 naming each field).
 */
export const action = editionStepAction(editionSendSchema, ({ id, input, expected, context }) => {
  let at: string | null = null;
  if (input?.at) {
    const checked = checkScheduleTime(input.at, Date.now());
    if ("problem" in checked) {
      const { t } = getI18n(context);
      const key = ({ invalid: "atInvalid", past: "atPast", tooFar: "atTooFar" } as const)[checked.problem];
      return apiError(400, t(`newsletters.errors.${key}`), { errors: { at: [t(`newsletters.errors.${key}`)] } });
    }
    at = checked.at;
  }
  return () =>
    sendEdition(id, at, apiActor(context), expected, async (trx) => {
      const edition = await getEdition(id, trx);
      if (edition) await checkComplete(trx, contentOf(edition));
    });
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = editionStepOperation({
  summary: "Send an approved edition to every confirmed subscriber in their language, now or at `at` (e.g. 2026-12-01T08:00:00+03:00, Qatar time)",
  schema: editionSendSchema,
  success: "The edition, scheduled or sending; its emails go out at NEWSLETTER_PER_MINUTE.",
  errors: {
    400: "`at` unreadable, past or more than a year ahead; or a language some confirmed subscribers read lacks words (each field named).",
    409: "Another version, or an edition that is not approved.",
  },
});
