import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";

/*
 * The public pages' dictionary (content administrators edit): its `{{x}}` filler and translator.
 * Interface strings go through i18next instead (docs/decisions/0030-one-translation-path.md).
 * No server-only imports: the public pages load this chunk.
 */

export type InterpolationValues = Record<string, string | number>;

/**
 * Fills the `{{name}}` placeholders of an interface string. A placeholder without a value stays
 * as written, so a missing value shows up on screen instead of silently vanishing.
 */
export function interpolate(text: string, values?: InterpolationValues) {
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export type SiteTranslate = (key: string, values?: InterpolationValues) => string;

/** Lookup with the spec's last fallback: a key found nowhere shows as itself. */
export function siteTranslator(strings: Record<string, string>): SiteTranslate {
  return (key, values) => interpolate(strings[key] ?? key, values);
}

/** The site layout's route id (app/routes.ts): its loader carries the `common.*` strings. */
const layoutRouteId = "routes/site/layout";

/**
 * Looks up a page's own strings and, beneath them, the site-wide `common.*` strings the layout
 * already loaded (form errors, button hints), so no page sends those twice.
 */
export function useSiteTranslator(pageStrings: Record<string, string>): SiteTranslate {
  const layout = useRouteLoaderData(layoutRouteId) as { strings?: Record<string, string> } | undefined;
  const common = layout?.strings;
  return useMemo(() => siteTranslator({ ...common, ...pageStrings }), [common, pageStrings]);
}
