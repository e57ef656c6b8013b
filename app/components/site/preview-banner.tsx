/** What the banner shows, in the page's language (app/routes/site/preview.server.ts loads it). */
export interface PreviewBannerData {
  /** The content page of this public page; null on a page without its own items (the newsletter page). */
  page: string | null;
  hasPageDrafts: boolean;
  /** This URL without `?preview=1`: where "Exit preview" leads and the banner's forms come back to. */
  returnPath: string;
  dashboardHref: string;
  notice: { kind: "success" | "error"; text: string } | null;
  text: {
    region: string;
    title: string;
    notice: string;
    pageDrafts: string;
    sharedDrafts: string | null;
    publish: string;
    /** This page's drafts in one language (docs/decisions/0044-scheduled-publishing.md). */
    publishAr: string;
    publishEn: string;
    discard: string;
    exit: string;
    dashboard: string;
  };
}

/** Where the banner's forms post (app/routes/admin/preview.ts). */
export const previewActionPath = "/admin-preview";

const buttonStyle = "rounded-full px-4 py-2 text-sm font-bold focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The banner of a preview (docs/decisions/0026-drafts-preview-translation-status.md): plain forms
 * and links, since public pages ship no client framework. Publish and discard act on this page's
 * drafts; the shared chrome's drafts are published from the dashboard.
 */
export function PreviewBanner({ banner }: { banner: PreviewBannerData }) {
  const { text } = banner;
  return (
    <>
      <meta name="robots" content="noindex" />
      <section aria-label={text.region} data-preview-banner className="border-b-4 border-amber-500 bg-amber-50 text-amber-950">
        <div className="wrap flex flex-wrap items-center gap-x-6 gap-y-3 py-3">
          <div className="grid gap-1">
            <p className="font-bold">{text.title}</p>
            <p className="text-sm">{text.notice}</p>
            <p className="text-sm" data-page-drafts>
              {text.pageDrafts}
              {text.sharedDrafts && ` · ${text.sharedDrafts}`}
            </p>
            {banner.notice && (
              <p role="status" className="text-sm font-bold" data-preview-notice={banner.notice.kind}>
                {banner.notice.text}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2 ms-auto">
            {banner.page && banner.hasPageDrafts && (
              <>
                <PreviewForm banner={banner} intent="publish" className={`${buttonStyle} bg-emerald-700 text-white hover:bg-emerald-800`}>
                  {text.publish}
                </PreviewForm>
                {(["ar", "en"] as const).map((language) => (
                  <PreviewForm
                    key={language}
                    banner={banner}
                    intent="publish"
                    languages={language}
                    className={`${buttonStyle} border border-emerald-800 bg-white hover:bg-emerald-50`}
                  >
                    {language === "ar" ? text.publishAr : text.publishEn}
                  </PreviewForm>
                ))}
                <PreviewForm banner={banner} intent="discard" className={`${buttonStyle} border border-amber-800 bg-white hover:bg-amber-100`}>
                  {text.discard}
                </PreviewForm>
              </>
            )}
            <a href={banner.dashboardHref} className={`${buttonStyle} underline`}>
              {text.dashboard}
            </a>
            <a href={banner.returnPath} className={`${buttonStyle} bg-amber-900 text-white hover:bg-amber-950`}>
              {text.exit}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function PreviewForm({
  banner,
  intent,
  languages,
  className,
  children,
}: {
  banner: PreviewBannerData;
  intent: string;
  languages?: "ar" | "en";
  className: string;
  children: string;
}) {
  return (
    <form method="post" action={previewActionPath}>
      <input type="hidden" name="page" value={banner.page ?? ""} />
      {languages && <input type="hidden" name="languages" value={languages} />}
      <input type="hidden" name="return" value={banner.returnPath} />
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </form>
  );
}
