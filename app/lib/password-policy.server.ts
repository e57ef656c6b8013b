import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import type { z } from "zod";
import { site } from "~/config/site";
import { passwordShapeProblem } from "~/schemas/fields";

/**
 * zxcvbn's score 3 and up: at least 10^8 guesses, its "moderate protection from an offline
 * slow-hash attack" (our hashes are argon2id; sign-in is throttled). Score 4 would also refuse
 * plain two-word passphrases such as `harbour-lantern`.
 */
export const minimumScore = 3;

/** The site's names, in every spelling a password might borrow. */
const siteInputs = [site.name.ar, site.name.en, site.name.en.toLowerCase(), site.domain];

let scorer: ZxcvbnFactory | undefined;
let commonPasswords: Set<string> | undefined;

/**
 * Built on first use (about 100 ms): `warmPasswordPolicy` does it at start-up. The first 64
 * characters are scored, with at most 6 l33t substitutions: a 200-character password of digits
 * and symbols took over a second with the defaults (256, 100), on the request's thread.
 */
function zxcvbn() {
  scorer ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    maxLength: 64,
    l33tMaxSubstitutions: 6,
  });
  return scorer;
}

/**
 * The ranked leaked-password list of @zxcvbn-ts/language-common, as the policy has always read
 * it: its 4,000 most common entries of 6 characters or more, and every entry of 12 or more.
 */
function commonList() {
  if (commonPasswords) return commonPasswords;
  const list = new Set<string>();
  let short = 0;
  for (const entry of common.dictionary["passwords-common"]) {
    const word = String(entry).trim().toLowerCase();
    if (word.length >= 12) list.add(word);
    else if (word.length >= 6 && short < 4000) {
      list.add(word);
      short += 1;
    }
  }
  commonPasswords = list;
  return list;
}

/** Digits, punctuation, symbols and spaces, as people tack them on before or after a word. */
const padding = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/**
 * Whether a password is, or is built on, a well-known one: compared lower-case and trimmed, and
 * also without the digits and symbols around it, so `Sunshine2024!` counts as `sunshine`.
 */
export function isCommonPassword(value: string) {
  const lower = value.trim().toLowerCase();
  return commonList().has(lower) || commonList().has(lower.replace(padding, ""));
}

/** What a password must not lean on: the site's names, the user's email, its local part and that part's words. */
function userInputs(email: string | undefined) {
  if (!email) return siteInputs;
  const local = email.split("@")[0] ?? "";
  const words = local.split(/[._+-]+/).filter((word) => word.length >= 3);
  return [...siteInputs, email, local, ...words];
}

const patterns = new Set(["repeat", "sequence", "spatial"]);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** zxcvbn's verdict in one of our keys: its feedback is English only, so it is not shown. */
function strengthProblem(value: string, email: string | undefined) {
  const inputs = userInputs(email);
  const result = zxcvbn().check(value, inputs);
  // What the password borrows: inputs found in it as typed, and what zxcvbn matched to them (`M4hami`).
  const borrowed = [
    ...inputs.filter((input) => input.length >= 3 && value.toLowerCase().includes(input.toLowerCase())),
    ...result.sequence.filter((match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs").map((match) => match.token),
  ];
  if (borrowed.length > 0) {
    // `Mahami2024!!` scores 3 on `2024!!` alone: without what it borrows, the rest must be strong by itself.
    const rest = borrowed.sort((a, b) => b.length - a.length).reduce((text, input) => text.replace(new RegExp(escaped(input), "giu"), ""), value);
    if (result.score < minimumScore || zxcvbn().check(rest, inputs).score < minimumScore) return "validation.passwordPersonal";
    return undefined;
  }
  if (result.score >= minimumScore) return undefined;
  return result.sequence.some((match) => patterns.has(match.pattern)) ? "validation.passwordPattern" : "validation.passwordWeak";
}

/**
 * The whole policy for a new password: the shared shape rules, the common-password list, then
 * zxcvbn's strength with the site's names and the user's email as inputs.
 */
export function passwordProblem(value: string, email?: string) {
  return passwordShapeProblem(value) ?? (isCommonPassword(value) ? "validation.passwordCommon" : undefined) ?? strengthProblem(value, email);
}

/** Builds the scorer and the list before the first request needs them. */
export function warmPasswordPolicy() {
  passwordProblem("warm-up-the-password-policy", `warm-up@${site.domain}`);
}

/**
 * A schema whose `password` field also passes the server's checks, given the email of the user
 * whose password it is (or how to read it from the value). The dictionaries stay on the server:
 * the same schema without them validates the dashboard's forms in the browser.
 */
export function refusingWeakPasswords<Schema extends z.ZodType<{ password: string }>>(
  schema: Schema,
  email?: string | ((value: z.output<Schema>) => string | undefined),
): Schema {
  return schema.superRefine((value, ctx) => {
    if (typeof value?.password !== "string" || passwordShapeProblem(value.password)) return;
    const problem = passwordProblem(value.password, typeof email === "function" ? email(value) : email);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  }) as Schema;
}
