import type { i18n } from "i18next";
import type { z } from "zod";
import { interpolate } from "~/content/translate";

type Issue = z.core.$ZodIssue;

const invalid = "validation.invalid";

/** `{{min}}`/`{{max}}`: the bound the value missed; the other placeholder reads as nothing. */
function bounds(issue: Issue) {
  return {
    min: issue.code === "too_small" ? String(issue.minimum) : "",
    max: issue.code === "too_big" ? String(issue.maximum) : "",
  };
}

/** The issues whose wording counts: a union (e.g. "empty or an email") reports the alternative that has one. */
function candidates(issue: Issue): Issue[] {
  // The schemas word a missing value as "required"; a value of the wrong JSON type is "not valid".
  // (`input` is only there when the caller parsed with `reportInput`, as the API does.)
  if (issue.code === "invalid_type" && issue.input !== undefined && issue.input !== null) return [];
  return issue.code === "invalid_union" ? [...issue.errors.flat(), issue] : [issue];
}

const isAppKey = (message: string) => message.startsWith("validation.");

/**
 * The app/locales key of one issue: the dashboard's forms send these, and each side translates
 * them with the request's `t` (docs/decisions/0030-one-translation-path.md). Zod's own English reads as "not valid".
 */
export function validationKey(issue: Issue | string): string {
  if (typeof issue === "string") return isAppKey(issue) ? issue : invalid;
  return candidates(issue).find((candidate) => isAppKey(candidate.message))?.message ?? invalid;
}

/**
 * The words of one issue, for the JSON API and the CLI: `validation.*` keys through i18next; the
 * public forms' keys (`common.form.*`, `contact.*`) from `dictionary`, the public copy, which only a
 * caller that may meet them passes.
 */
export function validationMessage(issue: Issue | string, i18n: i18n, dictionary?: Readonly<Record<string, string>>): string {
  const text = (key: string) => (isAppKey(key) && i18n.exists(key) ? i18n.t(key as never) : undefined);
  if (typeof issue === "string") return text(issue) ?? dictionary?.[issue] ?? i18n.t(invalid);
  for (const candidate of candidates(issue)) {
    const found = text(candidate.message) ?? dictionary?.[candidate.message];
    if (found !== undefined) return interpolate(found, bounds(candidate));
  }
  return i18n.t(invalid);
}
