import "./zod-config";
import { z } from "zod";

/**
 * docs/decisions/0022-hardening-after-the-attack-run.md: text from visitors and administrators is stored without NUL and the other C0
 * controls (tab and newline kept; a carriage return becomes a newline), DEL and C1 controls, the
 * bidi embeddings, overrides and isolates (U+202A–E, U+2066–9) that can disguise text, and the
 * zero-width space and BOM (U+200B, U+FEFF). The zero-width non-joiner and joiner (U+200C, U+200D)
 * stay: Arabic, Persian and emoji sequences need them, as do the direction marks U+200E/F.
 */
export function cleanText(value: string) {
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2066-\u2069\uFEFF]/g, "");
}

/** cleanText for a one-line value (a name, a subject, an email): tabs and line breaks, with the spaces around them, become one space. */
export function cleanLine(value: string) {
  return cleanText(value).replace(/[^\S\n\t]*[\n\t]\s*/g, " ");
}

/** A one-line string cleaned (cleanLine) before any other check: no forged header lines in a plain-text email. */
export const cleanLineString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanLine);

/**
 * A string cleaned (cleanText) before any other check, so a required field that holds only such
 * characters is empty. Every text field of a visitor or an administrator starts here.
 */
export const cleanString = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(cleanText);

/**
 * Shared field rules. Messages are keys of app/locales `validation.*`, translated by whoever
 * shows them (a dashboard form or a JSON error), so one schema serves every caller.
 */
export const text = (max: number) => cleanString({ error: "validation.required" }).trim().max(max, { error: "validation.tooLong" });

export const requiredText = (max: number) => text(max).min(1, { error: "validation.required" });

export const emailAddress = cleanString({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(254, { error: "validation.tooLong" })
  .pipe(z.email({ error: "validation.invalidEmail" }));

/** Optional email: empty string allowed. */
export const optionalEmail = z.union([z.literal(""), emailAddress]).default("");

/**
 * A URL an administrator may store (docs/decisions/0012-security-baseline.md): http(s), mailto, tel, or a site-relative
 * path. `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` and `/\host` are refused.
 */
export function isSafeUrl(value: string) {
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.hostname.length > 0 && !/\s/.test(value);
    return url.protocol === "mailto:" || url.protocol === "tel:";
  } catch {
    return false;
  }
}

export const safeUrl = cleanString({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(2048, { error: "validation.tooLong" })
  .refine(isSafeUrl, { error: "validation.unsafeUrl" });

/** Optional URL: empty string allowed (e.g. a team member without a photo). */
export const optionalSafeUrl = z.union([z.literal(""), safeUrl]).default("");

export const flag = z.boolean({ error: "validation.invalid" });

/**
 * A checkbox of an HTML form: a ticked one sends "on", an unticked one sends nothing at all, so
 * absent means false — not "keep the stored value", nor a schema's default (e.g. a new team
 * member is active by default in the API, but not when the form's box is left unticked).
 */
export function isTicked(formData: FormData, name: string) {
  return formData.get(name) === "on";
}

export const minPasswordLength = 12;

/**
 * The part of the password policy that a browser can check too: at least 12 characters once
 * spaces at either end are set aside (eight spaces are no password), and not one character over
 * and over. The server also refuses common passwords (app/lib/password-policy.server.ts).
 */
export function passwordShapeProblem(value: string) {
  const trimmed = value.trim();
  if ([...trimmed].length < minPasswordLength) return "validation.passwordTooShort";
  if (new Set(trimmed).size === 1) return "validation.passwordRepeated";
  return undefined;
}

/** A new password. The one typed to sign in is stored and compared exactly as typed. */
export const password = z
  .string({ error: "validation.passwordRequired" })
  .min(1, { error: "validation.passwordRequired", abort: true })
  .max(200, { error: "validation.tooLong", abort: true })
  .superRefine((value, ctx) => {
    const problem = passwordShapeProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Accepts an object or a JSON string of one (the old client's quirk, docs/decisions/0013-json-api-conventions.md). */
export function jsonObjectOrString<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/**
 * The version a write started from, in its body (or as `If-Match: "<version>"`): the write is
 * refused with a 409 when the object has another one (docs/decisions/0043-versions-and-conflicts.md).
 */
export const expectedVersion = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(1, { error: "validation.invalid" })
  .max(2 ** 31 - 1, { error: "validation.invalid" });

/** The optional body of a DELETE that names the version it started from: `{version}`. */
export const versionBodySchema = jsonObjectOrString(z.object({ version: expectedVersion.optional() }));
