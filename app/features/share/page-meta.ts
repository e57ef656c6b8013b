import type { MetaDescriptor } from "react-router";
import type { GraphNode } from "./structured-data";

/** The site layout's route id (app/routes.ts): its loader builds the site's nodes once for every page. */
const layoutRouteId = "routes/site/layout";

/**
 * A public page's meta: the tags its loader built, then one JSON-LD `@graph` of the layout's nodes
 * and the page's (docs/decisions/0063-share-images-and-structured-data.md). Both are built on the
 * server; this only joins them.
 */
export function sitePageMeta({
  loaderData,
  matches,
}: {
  loaderData: { meta: MetaDescriptor[]; structuredData: GraphNode[] } | undefined;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}): MetaDescriptor[] {
  if (!loaderData) return [];
  const layout = matches.find((match) => match?.id === layoutRouteId)?.loaderData as { structuredData?: GraphNode[] } | undefined;
  const graph = [...(layout?.structuredData ?? []), ...loaderData.structuredData];
  return [...loaderData.meta, { "script:ld+json": { "@context": "https://schema.org", "@graph": graph } }];
}
