import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { type SiteTranslate, siteTranslator } from "~/content/translate";

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
