import type { RouterContextProvider } from "react-router";
import type { Locale } from "~/config/site";
import { getI18n } from "~/lib/i18n.server";
import { apiAdmin, apiError } from "~/services/api.server";
import { EditionRefusal } from "./newsletters.model.server";
import { IncompleteEdition } from "./newsletters.service.server";

type Context = Readonly<RouterContextProvider>;

/*
 * The answers the newsletter endpoints share (docs/decisions/0064-newsletters.md): a status that
 * does not allow the step is a 409 naming it, four eyes and an editor's reach a 403, an edition
 * incomplete in a language its subscribers read a 400 naming each missing field.
 */

/** Whether the signed-in user is an administrator (editors write drafts only). */
export function isAdmin(context: Context) {
  return apiAdmin(context).user.role === "administrator";
}

/** A refusal as its answer; any other error as it was (a StaleWrite still becomes the shared 409). */
export function refusalAnswer(context: Context, error: unknown): unknown {
  const { t } = getI18n(context);
  if (error instanceof EditionRefusal) {
    const status = t(`admin.newsletters.status.${error.status}`, { defaultValue: error.status });
    if (error.reason === "fourEyes" || error.reason === "editorsDraftsOnly") return apiError(403, t(`newsletters.errors.${error.reason}`));
    return apiError(409, t(`newsletters.errors.${error.reason}`, { status }));
  }
  if (error instanceof IncompleteEdition) {
    const languages = Object.keys(error.missing) as Locale[];
    const errors = Object.fromEntries(
      languages.flatMap((language) => (error.missing[language] ?? []).map((field) => [field, [t("newsletters.errors.missingWord")]])),
    );
    const message = t("newsletters.errors.incomplete", { language: languages.map((language) => t(`newsletters.languages.${language}`)).join("، ") });
    return apiError(400, message, { errors });
  }
  return error;
}

/** Runs a step, its refusals answered. */
export async function refusalsAnswered(context: Context, step: () => Promise<Response>): Promise<Response> {
  try {
    return await step();
  } catch (error) {
    const answer = refusalAnswer(context, error);
    if (answer instanceof Response) return answer;
    throw answer;
  }
}
