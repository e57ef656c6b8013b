import { localizedPath, publicPages } from "~/config/pages";
import { requestInfoContext } from "~/lib/context";
import { locales } from "~/config/site";
import { isDraftDocument } from "~/services/company.server";
import { listPublishedPages } from "~/features/pages/pages.model.server";
import { getPageStrings } from "~/services/dictionary.server";
import type { Route } from "./+types/sitemap";

/**
 * Every public page in both languages, each with its hreflang alternates; not a legal document that
 * is still a draft, as it asks not to be indexed (docs/decisions/0051-launch-blockers-and-honest-defaults.md),
 * nor a page in a language an administrator hid from search engines (`<page>.meta.noindex`,
 * docs/decisions/0063-share-images-and-structured-data.md). Then the campaign pages in their published
 * languages only, each naming the other when both are published; not one marked `noindex`
 * (docs/decisions/0060-campaign-pages.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestInfoContext);
  const alternates = (path: string) =>
    [
      ["ar", localizedPath(path, "ar")],
      ["en", localizedPath(path, "en")],
      ["x-default", localizedPath(path, "ar")],
    ]
      .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`)
      .join("\n");
  const drafts = await Promise.all(publicPages.map(({ id }) => isDraftDocument(id)));
  const pageIds = publicPages.map(({ id }) => id);
  const strings = { ar: await getPageStrings("ar", pageIds), en: await getPageStrings("en", pageIds) };
  const urls = publicPages
    .filter((_page, index) => !drafts[index])
    .flatMap(({ id, path }) =>
      locales
        .filter((locale) => strings[locale][`${id}.meta.noindex`] !== "yes")
        .map((locale) => `  <url>\n    <loc>${origin}${localizedPath(path, locale)}</loc>\n${alternates(path)}\n  </url>`),
    );
  const campaigns = (await listPublishedPages())
    .filter((page) => !page.noindex)
    .flatMap(({ slug, languages }) => {
      const path = `/${slug}`;
      const links =
        languages.length > 1
          ? [...languages.map((lang) => [lang, localizedPath(path, lang)]), ["x-default", localizedPath(path, "ar")]]
              .map(([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${origin}${href}"/>`)
              .join("")
          : "";
      return languages.map((locale) => `  <url>\n    <loc>${origin}${localizedPath(path, locale)}</loc>${links}\n  </url>`);
    });
  urls.push(...campaigns);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
