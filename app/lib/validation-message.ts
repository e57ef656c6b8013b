import type { z } from "zod";
import type { Locale } from "~/config/site";
import { appString } from "~/locales/lookup";
import { interpolate } from "~/content/translate";

type Issue = z.core.$ZodIssue;

/** `{{min}}`/`{{max}}`: the bound the value missed; the other placeholder reads as nothing. */
function bounds(issue: Issue) {
  return {
    min: issue.code === "too_small" ? String(issue.minimum) : "",
    max: issue.code === "too_big" ? String(issue.maximum) : "",
  };
}

/**
 * The words of one validation issue in a language: the one translator of schema messages, used
 * by the dashboard's forms (admin.server.ts `parseForm`) and by the JSON API (api.server.ts).
 *
 * Schemas word their messages as keys, so one schema serves every caller and language:
 * `validation.*` keys come from app/locales; other keys (the public forms' `common.form.*`,
 * `contact.*`) from `dictionary`, the public copy, which only a caller that may meet them passes.
 * Anything else — zod's own English wording — reads as the generic "not valid".
 *
 * A plain message key is accepted too, for a rule checked outside a schema.
 */
export function validationMessage(issue: Issue | string, locale: Locale, dictionary?: Readonly<Record<string, string>>): string {
  const invalid = appString(locale, "validation.invalid") ?? "validation.invalid";
  if (typeof issue === "string") return appString(locale, issue) ?? dictionary?.[issue] ?? invalid;
  // The schemas word a missing value as "required"; a value of the wrong JSON type is "not valid".
  // (`input` is only there when the caller parsed with `reportInput`, as the API does.)
  if (issue.code === "invalid_type" && issue.input !== undefined && issue.input !== null) return invalid;
  // A union (e.g. "empty or an email") reports the wording of the alternative that has one.
  const candidates = issue.code === "invalid_union" ? [...issue.errors.flat(), issue] : [issue];
  for (const candidate of candidates) {
    const text = appString(locale, candidate.message) ?? dictionary?.[candidate.message];
    if (text !== undefined) return interpolate(text, bounds(candidate));
  }
  return invalid;
}
