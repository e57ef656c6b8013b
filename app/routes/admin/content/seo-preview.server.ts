import { responsiveImages } from "#db/models/media.server";
import { localizedPath, pageById, publicPages, type PublicPageId } from "~/config/pages";
import { locales, site } from "~/config/site";
import { headlineOf, shareImageUrl } from "~/features/share/share-image.service.server";
import { seoFieldsOf } from "~/lib/seo";
import { getPageStrings } from "~/services/dictionary.server";
import type { SeoPreviewLanguage } from "./seo-preview";

/**
 * The published SEO of a public page in both languages, for the content tab's preview: what its
 * loader puts in the page's meta (app/routes/site/page-data.server.ts), from the same fields.
 */
export async function seoPreviewOf(page: string, origin: string): Promise<{ page: PublicPageId; languages: SeoPreviewLanguage[] } | null> {
  const pageId = publicPages.find((candidate) => candidate.id === page)?.id;
  if (!pageId) return null;
  const languages = await Promise.all(
    locales.map(async (locale): Promise<SeoPreviewLanguage> => {
      const strings = await getPageStrings(locale, [pageId]);
      const seo = seoFieldsOf(strings, pageId, site.name[locale]);
      const chosen = seo.image ? (await responsiveImages([seo.image], locale))[seo.image] : undefined;
      const image = chosen
        ? { url: chosen.src, alt: chosen.alt || headlineOf(seo.title, locale), drawn: false }
        : { url: (await shareImageUrl({ lang: locale, title: seo.title })).url, alt: seo.title, drawn: true };
      return {
        locale,
        title: seo.title,
        description: seo.description,
        url: origin + localizedPath(pageById(pageId).path, locale),
        image,
        noindex: seo.noindex,
      };
    }),
  );
  return { page: pageId, languages };
}
