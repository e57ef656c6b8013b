export type InterpolationValues = Record<string, string | number>;

/**
 * Fills the `{{name}}` placeholders of an interface string. A placeholder without a value stays
 * as written, so a missing value shows up on screen instead of silently vanishing. No imports:
 * the site, the dashboard (in the browser) and the server all use this one.
 */
export function interpolate(text: string, values?: InterpolationValues) {
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
