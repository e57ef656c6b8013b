import type { Locale } from "~/config/site";
import { defaultEntries } from "~/content/defaults";

/** What the public site is made of, as the tests name it: its pages and its default copy. */

/** Every public page, by its Arabic (unprefixed) path. */
export const publicPaths = [
  "/",
  "/parents",
  "/sellers",
  "/teachers",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/service-agreement",
  "/accessibility",
];

/** The English twin of an Arabic path: / → /en, /parents → /en/parents. */
export function englishPath(path: string) {
  return path === "/" ? "/en" : `/en${path}`;
}

/** Each path followed by its English twin. */
export function inBothLanguages(paths: readonly string[]) {
  return paths.flatMap((path) => [path, englishPath(path)]);
}

/** The default text of a dictionary key in one language (what a page shows until an administrator edits it). */
export function defaultCopy(locale: Locale, key: string) {
  const entry = defaultEntries.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no default for ${key}`);
  return entry[locale];
}
