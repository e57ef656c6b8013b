import type { RouterContextProvider } from "react-router";
import { listFaqItems } from "#db/models/faq-entries.server";
import { responsiveImages } from "#db/models/media.server";
import { localizedPath, pageById } from "~/config/pages";
import type { Locale } from "~/config/site";
import { pairFaq } from "~/content/faq";
import type { ResolvedButton } from "~/lib/button-target.server";
import { requestInfoContext } from "~/lib/context";
import { absoluteUrl, type ShareImage } from "~/lib/seo";
import { pageShareImage } from "~/features/share/share-image.service.server";
import { faqNode, type GraphNode, pageNodes } from "~/features/share/structured-data";
import type { ResponsiveImage } from "~/domain/media-url";
import type { PageLink, PublishedBlock } from "~/schemas/page";
import type { ShownBlock } from "./blocks";
import { parseMarkdown } from "./markdown";
import type { PublishedPage } from "./pages.model.server";

/*
 * What a campaign page's view needs, worked out on the server (docs/decisions/0060-campaign-pages.md):
 * its buttons resolved as the button-link rules say, its library images with their srcset and alt
 * text in the page's language, its FAQ entries in that language, its rich text parsed, its meta tags
 * with hreflang for the published languages only.
 */

/** Where a link of a block leads: an external URL, a fixed page in this language, or a block of this page. */
export function resolvePageLink(link: PageLink, locale: Locale, blockIds: ReadonlySet<string>): ResolvedButton {
  switch (link.type) {
    case "external":
      return { kind: "external", href: link.url };
    case "internal":
      return { kind: "internal", href: localizedPath(pageById(link.page).path, locale) };
    case "section":
      return blockIds.has(link.section) ? { kind: "section", href: `#${link.section}` } : { kind: "disabled" };
  }
}

export async function resolveBlocks(published: PublishedPage, locale: Locale) {
  // The published copy holds what the block schemas checked when its language was published.
  const page = { ...published, blocks: published.blocks as unknown as PublishedBlock[] };
  const ids = new Set(page.blocks.map((block) => block.id));
  const imageUrls = page.blocks.flatMap((block) => ("image" in block && block.image ? [block.image] : []));
  const needsFaq = page.blocks.some((block) => block.type === "faq");
  const [images, faqItems] = await Promise.all([responsiveImages(imageUrls, locale), needsFaq ? listFaqItems() : Promise.resolve([])]);
  const blocks: ShownBlock[] = page.blocks.map((block) => {
    switch (block.type) {
      case "hero":
        return { ...block, resolved: block.buttons.map((link) => resolvePageLink(link, locale, ids)) };
      case "cta":
        return { ...block, target: resolvePageLink(block.link, locale, ids) };
      case "richText":
        return { ...block, markdown: parseMarkdown((block.words as { markdown?: string }).markdown ?? "") };
      case "faq": {
        // The chosen entries by their question's id, in the order the block names them; a hidden or deleted one is left out.
        const byKey = new Map(pairFaq(faqItems, locale).entries.map((entry) => [entry.key, entry]));
        const faq = block.entries.flatMap((id) => {
          const item = faqItems.find((candidate) => candidate.id === id);
          const entry = item && byKey.get(item.key);
          return entry ? [entry] : [];
        });
        return { ...block, faq };
      }
      default:
        return block;
    }
  });
  return { blocks, images: images as Record<string, ResponsiveImage> };
}

/** The page's meta: title, description, canonical, hreflang for its published languages only, its share image, `noindex` when asked or previewed. */
export function campaignMeta(
  page: PublishedPage,
  context: Readonly<RouterContextProvider>,
  { preview, image }: { preview: boolean; image: ShareImage },
) {
  const { origin } = context.get(requestInfoContext);
  const url = (language: Locale) => origin + localizedPath(`/${page.slug}`, language);
  const siteName = siteNameOf(page.language);
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  const alternates = page.languages.length > 1 ? page.languages : [];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url(page.language) },
    ...alternates.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: language, href: url(language) })),
    ...(alternates.includes("ar") ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("ar") }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url(page.language) },
    // Chosen from the library, or drawn from the page's title in its language, like a fixed page's (docs/decisions/0063-share-images-and-structured-data.md).
    { property: "og:image", content: absoluteUrl(origin, image.url) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: page.language === "ar" ? "ar_QA" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
    ...(page.noindex || preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

const siteNameOf = (language: Locale) => (language === "ar" ? "مهامي" : "Mahami");

/** The share image of a published page in its language: the library image chosen for it, else drawn from its title (or the site's name while it has none). */
export async function campaignShareImage(page: PublishedPage) {
  const chosen = page.shareImage ? (await responsiveImages([page.shareImage], page.language))[page.shareImage] : undefined;
  return pageShareImage({ title: page.title || siteNameOf(page.language), chosen, lang: page.language });
}

/**
 * The page's own JSON-LD nodes (the layout adds the site's): its WebPage and trail, the app with both
 * stores where a download block shows them, and the FAQ where a FAQ block lists answered questions.
 */
export function campaignGraph(
  page: PublishedPage,
  blocks: readonly ShownBlock[],
  context: Readonly<RouterContextProvider>,
  stores: { appStore: string; googlePlay: string },
): GraphNode[] {
  const { origin } = context.get(requestInfoContext);
  const path = `/${page.slug}`;
  const siteName = siteNameOf(page.language);
  const nodes = pageNodes({
    origin,
    locale: page.language,
    path,
    title: page.title || siteName,
    description: page.description,
    name: page.title || siteName,
    siteName,
    ...(blocks.some((block) => block.type === "download") && { stores }),
  });
  const entries = blocks.flatMap((block) => (block.type === "faq" ? (block.faq ?? []) : []));
  return [...nodes, ...faqNode({ origin, locale: page.language, path, entries })];
}
