import type { RouterContextProvider } from "react-router";
import { pageById, type PublicPageId } from "~/config/pages";
import { getPageStrings } from "~/services/dictionary.server";
import { requestInfoContext } from "~/lib/context";
import { getLocale } from "~/lib/i18n.server";
import { isPreview } from "~/services/preview.server";

/** What every public page loader returns: its language, copy and SEO facts. */
export async function loadPage(context: Readonly<RouterContextProvider>, pageId: PublicPageId) {
  const locale = getLocale(context);
  const strings = await getPageStrings(locale, [pageId], { preview: isPreview(context) });
  const { origin } = context.get(requestInfoContext);
  return { locale, pageId, path: pageById(pageId).path, origin, strings };
}
