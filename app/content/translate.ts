import { type InterpolationValues, interpolate } from "~/lib/interpolate";

export type SiteTranslate = (key: string, values?: InterpolationValues) => string;

/** Lookup with the spec's last fallback: a key found nowhere shows as itself. */
export function siteTranslator(strings: Record<string, string>): SiteTranslate {
  return (key, values) => interpolate(strings[key] ?? key, values);
}
