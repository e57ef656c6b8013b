import type { RouterContextProvider } from "react-router";
import { pageById, type PublicPageId } from "~/config/pages";
import { isLocale, type Locale } from "~/config/site";
import { getPageStrings } from "~/services/dictionary.server";
import { requestInfoContext } from "~/lib/context";
import { getLocale } from "~/lib/i18n.server";
import { isPreview } from "~/services/preview.server";

export function localeOf(context: Readonly<RouterContextProvider>): Locale {
  const locale = getLocale(context);
  return isLocale(locale) ? locale : "ar";
}

/** What every public page loader returns: its language, copy and SEO facts. */
export async function loadPage(context: Readonly<RouterContextProvider>, pageId: PublicPageId) {
  const locale = localeOf(context);
  const strings = await getPageStrings(locale, [pageId], { preview: isPreview(context) });
  const { origin } = context.get(requestInfoContext);
  return { locale, pageId, path: pageById(pageId).path, origin, strings };
}
