import type { z } from "zod";
import { passwordShapeProblem } from "~/schemas/fields";
import { commonPasswords } from "./common-passwords.server";

const common = new Set(commonPasswords);

/** Digits, punctuation, symbols and spaces, as people tack them on before or after a word. */
const padding = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/**
 * Whether a password is, or is built on, a well-known one: compared lower-case and trimmed, and
 * also without the digits and symbols around it, so `Sunshine2024!` counts as `sunshine`.
 */
export function isCommonPassword(value: string) {
  const lower = value.trim().toLowerCase();
  return common.has(lower) || common.has(lower.replace(padding, ""));
}

/** The whole policy for a new password: the shared shape rules, then the common-password list. */
export function passwordProblem(value: string) {
  return passwordShapeProblem(value) ?? (isCommonPassword(value) ? "validation.passwordCommon" : undefined);
}

/**
 * A schema whose `password` field also refuses common passwords. The list stays on the server:
 * the same schema without it validates the dashboard's forms in the browser.
 */
export function refusingCommonPasswords<Schema extends z.ZodType<{ password: string }>>(schema: Schema): Schema {
  return schema.superRefine((value, ctx) => {
    if (typeof value?.password !== "string" || passwordShapeProblem(value.password)) return;
    if (isCommonPassword(value.password)) ctx.addIssue({ code: "custom", path: ["password"], message: "validation.passwordCommon" });
  }) as Schema;
}
