import { data } from "react-router";
import { getPageStrings } from "~/services/dictionary.server";
import { getLocale } from "~/lib/i18n.server";
import { isPreview } from "~/services/preview.server";
import type { RouteHandle } from "~/lib/route-handle";
import { NotFoundView } from "~/routes/site/not-found";
import { slugPattern, slugSource } from "~/schemas/page";
import { sitePageMeta } from "~/features/share/page-meta";
import { storeLinks } from "~/routes/site/page-data.server";
import type { Route } from "./+types/page.route";
import { readPublishedPage } from "./pages.model.server";
import { campaignGraph, campaignMeta, campaignShareImage, resolveBlocks } from "./page.route.server";
import { PageBlocks } from "./blocks.view";

/**
 * A campaign page at `/{slug}` (Arabic) and `/en/{slug}` (docs/decisions/0060-campaign-pages.md):
 * its published copy in the URL's language, stored like the fixed pages and rendered again when
 * the content version moves (a publish). `?preview=1` shows a signed-in editor the working copy.
 * No such page, or a language never published: the site's 404; unpublished: 410.
 */
// Only a slug's shape is a campaign page's path: `/wp-login.php` or `/.env` gets the stored 404 page, never a render.
export const handle: RouteHandle = { store: "page", params: { slug: slugSource } };

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const preview = isPreview(context);
  const page = slugPattern.test(params.slug) ? await readPublishedPage(params.slug, locale, { preview }) : undefined;
  if (!page || page === "gone") {
    const strings = await getPageStrings(locale, ["common"]);
    return data({ found: false as const, locale, strings }, { status: page === "gone" ? 410 : 404 });
  }
  const needsContact = page.blocks.some((block) => block.type === "contactForm");
  const [{ blocks, images }, strings, image] = await Promise.all([
    resolveBlocks(page, locale),
    getPageStrings(locale, needsContact ? ["common", "contact"] : ["common"], { preview }),
    campaignShareImage(page),
  ]);
  const stores = storeLinks();
  return {
    found: true as const,
    locale,
    path: `/${page.slug}`,
    // The header's language switch leads to the other language's page only when it is published.
    hasTwin: page.languages.includes(locale === "ar" ? "en" : "ar"),
    title: page.title,
    blocks,
    images,
    strings,
    stores,
    meta: campaignMeta(page, context, { preview, image }),
    structuredData: campaignGraph(page, blocks, context, stores),
  };
}

/** Built by the loader, so the browser bundle carries no SEO code. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.found
    ? sitePageMeta({ loaderData, matches })
    : [{ title: loaderData?.locale === "en" ? "404 | Mahami" : "404 | مهامي" }, { name: "robots", content: "noindex" }];

export default function CampaignPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundView locale={loaderData.locale} strings={loaderData.strings} />;
  return <PageBlocks page={loaderData} />;
}
