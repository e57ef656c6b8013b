import type { RouterContextProvider } from "react-router";
import { countContentDrafts } from "#db/models/content-drafts.server";
import type { PreviewBannerData } from "~/components/site/preview-banner";
import { pageByPath, splitLocalePath } from "~/config/pages";
import { getI18n } from "~/lib/i18n.server";
import { isPreview, withoutPreview } from "~/services/preview.server";
import { takeFormFlash } from "./page-data.server";

/** The form name of the banner's one-shot notices (app/routes/admin/preview.ts sets them). */
export const previewFlashForm = "preview";

/**
 * What the preview banner shows (docs/decisions/0026-drafts-preview-translation-status.md): this
 * page's drafts and the shared chrome's, where to go to leave, the notice of the last publish or
 * discard, and its strings. Only administrators see it, so they are interface strings (app/locales)
 * in the page's language.
 */
export async function loadPreviewBanner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<{ banner: PreviewBannerData | null; headers: HeadersInit }> {
  if (!isPreview(context)) return { banner: null, headers: {} };
  const { path } = splitLocalePath(url.pathname);
  const page = pageByPath(path)?.id ?? null;
  const [pageDrafts, sharedDrafts, { flash, headers }] = await Promise.all([
    page ? countContentDrafts(page) : 0,
    countContentDrafts("common"),
    takeFormFlash(request, previewFlashForm),
  ]);
  const { t } = getI18n(context);
  const banner: PreviewBannerData = {
    page,
    returnPath: withoutPreview(url),
    dashboardHref: `/admin-dashboard?open=${page ?? "common"}`,
    notice: flash ? { kind: flash.kind, text: String(t(flash.title as never, { count: Number(flash.description ?? 0) } as never)) } : null,
    text: {
      region: t("admin.preview.region"),
      title: t("admin.preview.title"),
      notice: t("admin.preview.notice"),
      pageDrafts: t("admin.preview.pageDrafts", { count: pageDrafts }),
      sharedDrafts: sharedDrafts > 0 ? t("admin.preview.sharedDrafts", { count: sharedDrafts }) : null,
      publish: t("admin.preview.publish"),
      publishAr: t("publishLanguage.arabic"),
      publishEn: t("publishLanguage.english"),
      discard: t("admin.preview.discard"),
      exit: t("admin.preview.exit"),
      dashboard: t("admin.preview.dashboard"),
    },
    hasPageDrafts: pageDrafts > 0,
  };
  return { banner, headers };
}
