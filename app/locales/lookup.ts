import type { Locale } from "~/config/site";
import ar from "./ar";
import en from "./en";

const strings = { ar, en };

/**
 * The interface string (app/locales) at a dotted key, e.g. "validation.required"; undefined
 * when the key names no string (a group of strings, or nothing at all).
 */
export function appString(locale: Locale, key: string): string | undefined {
  let node: unknown = strings[locale];
  for (const part of key.split(".")) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
