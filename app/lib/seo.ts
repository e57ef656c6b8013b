import type { MetaDescriptor } from "react-router";
import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";

/** A page's share image: one chosen from the media library, or the one the server draws (docs/decisions/0063-share-images-and-structured-data.md). */
export interface ShareImage {
  /** Site path or https URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoInput {
  locale: Locale;
  /** The page's Arabic (unprefixed) path, e.g. /parents. */
  path: string;
  origin: string;
  title: string;
  description: string;
  siteName: string;
  image: ShareImage;
  /** Asked to stay out of search results (`robots: noindex`). */
  noindex?: boolean;
}

/** A site path made absolute; an https URL as it is. */
export const absoluteUrl = (origin: string, url: string) => (url.startsWith("/") ? origin + url : url);

/** Title, description, canonical, hreflang alternates, Open Graph and X card tags of a public page. */
export function seoMeta({ locale, path, origin, title, description, siteName, image, noindex }: SeoInput): MetaDescriptor[] {
  const url = (language: Locale) => origin + localizedPath(path, language);
  return [
    { title },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url(locale) },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: url("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("ar") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(locale) },
    { property: "og:image", content: absoluteUrl(origin, image.url) },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: locale === "ar" ? "ar_QA" : "en_US" },
    { property: "og:locale:alternate", content: locale === "ar" ? "en_US" : "ar_QA" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** The SEO fields of a page in its language, from its strings (dictionary keys `<page>.meta.*`). */
export function seoFieldsOf(strings: Record<string, string>, pageId: string, siteName: string) {
  return {
    title: strings[`${pageId}.meta.title`] ?? siteName,
    description: strings[`${pageId}.meta.description`] ?? "",
    image: strings[`${pageId}.meta.image`] ?? "",
    noindex: strings[`${pageId}.meta.noindex`] === "yes",
  };
}

/** The meta of a public page from its loader data and its share image. */
export function pageMeta(
  data: {
    locale: Locale;
    pageId: string;
    path: string;
    origin: string;
    strings: Record<string, string>;
  },
  image: ShareImage,
): MetaDescriptor[] {
  const siteName = data.locale === "ar" ? "مهامي" : "Mahami";
  const fields = seoFieldsOf(data.strings, data.pageId, siteName);
  return seoMeta({
    locale: data.locale,
    path: data.path,
    origin: data.origin,
    siteName,
    title: fields.title,
    description: fields.description,
    image,
    noindex: fields.noindex,
  });
}
