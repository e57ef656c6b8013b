import { type InterpolationValues, interpolate } from "~/lib/interpolate";

export type Translate = (key: string, values?: InterpolationValues) => string;

/** Lookup with the spec's last fallback: a key found nowhere shows as itself. */
export function translator(strings: Record<string, string>): Translate {
  return (key, values) => interpolate(strings[key] ?? key, values);
}
