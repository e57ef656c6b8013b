import type { MetaDescriptor } from "react-router";
import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";

export interface SeoInput {
  locale: Locale;
  /** The page's Arabic (unprefixed) path, e.g. /parents. */
  path: string;
  origin: string;
  title: string;
  description: string;
  siteName: string;
}

/** Title, description, canonical, hreflang alternates and Open Graph tags of a public page. */
export function seoMeta({ locale, path, origin, title, description, siteName }: SeoInput): MetaDescriptor[] {
  const url = (language: Locale) => origin + localizedPath(path, language);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(locale) },
    { tagName: "link", rel: "alternate", hrefLang: "ar", href: url("ar") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("ar") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(locale) },
    { property: "og:image", content: `${origin}/images/og-image.png` },
    { property: "og:locale", content: locale === "ar" ? "ar_QA" : "en_US" },
    { property: "og:locale:alternate", content: locale === "ar" ? "en_US" : "ar_QA" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The meta of a public page from its loader data (title and description are dictionary keys). */
export function pageMeta(
  data:
    | {
        locale: Locale;
        pageId: string;
        path: string;
        origin: string;
        strings: Record<string, string>;
      }
    | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const siteName = data.locale === "ar" ? "مهامي" : "Mahami";
  return seoMeta({
    locale: data.locale,
    path: data.path,
    origin: data.origin,
    siteName,
    title: data.strings[`${data.pageId}.meta.title`] ?? siteName,
    description: data.strings[`${data.pageId}.meta.description`] ?? "",
  });
}
