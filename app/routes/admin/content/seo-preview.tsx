import { TriangleAlert } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import type { Locale } from "~/config/site";

/*
 * A page's SEO in the content tab (docs/decisions/0063-share-images-and-structured-data.md): the
 * length of its title and description against what search results show, and a preview of the page
 * in search results and as a shared link, per language, from what is published.
 */

export const seoLimits = { title: 60, description: 160 } as const;

/** The length a page's `*.meta.title` or `*.meta.description` should keep to; undefined for any other item. */
export function seoLimitOf(key: string) {
  if (/^[a-z]+\.meta\.title$/.test(key)) return seoLimits.title;
  if (/^[a-z]+\.meta\.description$/.test(key)) return seoLimits.description;
  return undefined;
}

/** Characters as a reader counts them (an Arabic letter with its marks is still counted by code point). */
const lengthOf = (value: string) => [...value].length;

/** "42 characters of 60", and a warning past the limit; announced politely as it changes. */
export function SeoLength({ value, limit, fieldId, label }: { value: string; limit: number; fieldId: string; label?: string }) {
  const { t } = useTranslation();
  const count = lengthOf(value);
  const over = count > limit;
  return (
    <p
      id={`${fieldId}-length`}
      className={`text-sm ${over ? "font-semibold text-amber-800" : "text-slate-600"}`}
      aria-live="polite"
      data-seo-length={count}
    >
      {label && `${label}: `}
      <bdi>{t("admin.seo.lengthOfLimit", { length: t("admin.seo.length", { count }), limit })}</bdi>
      {over && (
        <>
          {" "}
          <TriangleAlert className="inline size-4 align-text-bottom" aria-hidden="true" />{" "}
          {t(limit === seoLimits.title ? "admin.seo.titleTooLong" : "admin.seo.descriptionTooLong", { limit })}
        </>
      )}
    </p>
  );
}

export interface SeoPreviewLanguage {
  locale: Locale;
  title: string;
  description: string;
  /** The page's public address. */
  url: string;
  image: { url: string; alt: string; drawn: boolean };
  noindex: boolean;
}

/** The page in search results and as a shared link, side by side per language. */
export function SeoPreview({ languages }: { languages: SeoPreviewLanguage[] }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-labelledby="seo-preview-heading" data-testid="seo-preview">
      <h4 id="seo-preview-heading" className="font-bold text-slate-900">
        {t("admin.seo.heading")}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{t("admin.seo.intro")}</p>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {languages.map((language) => (
          <LanguagePreview key={language.locale} {...language} />
        ))}
      </div>
    </section>
  );
}

function LanguagePreview({ locale, title, description, url, image, noindex }: SeoPreviewLanguage) {
  const { t } = useTranslation();
  const dir = locale === "ar" ? "rtl" : "ltr";
  const host = new URL(url).host;
  return (
    <div className="grid content-start gap-3" data-seo-language={locale}>
      <p className="text-sm font-semibold text-slate-700">{t(locale === "ar" ? "admin.content.arabic" : "admin.content.english")}</p>
      <figure className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
        <figcaption className="text-xs font-semibold text-slate-600">{t("admin.seo.searchPreview")}</figcaption>
        {noindex ? (
          <p className="text-sm font-semibold text-amber-800">{t("admin.seo.noindex")}</p>
        ) : (
          <div lang={locale} dir={dir} data-testid="search-result">
            <p className="truncate text-xs text-slate-600" dir="ltr">
              {url}
            </p>
            <p className="line-clamp-1 text-lg text-sky-800">{title}</p>
            <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
          </div>
        )}
        <SeoLength value={title} limit={seoLimits.title} fieldId={`seo-title-${locale}`} label={t("admin.seo.title")} />
        <SeoLength value={description} limit={seoLimits.description} fieldId={`seo-description-${locale}`} label={t("admin.seo.description")} />
      </figure>
      <figure className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3">
        <figcaption className="text-xs font-semibold text-slate-600">{t("admin.seo.cardPreview")}</figcaption>
        <div lang={locale} dir={dir} className="overflow-hidden rounded-lg border border-slate-200" data-testid="share-card">
          <img
            src={image.url}
            alt={image.alt}
            width={1200}
            height={630}
            className="aspect-[1200/630] h-auto w-full bg-slate-200 object-cover"
            loading="lazy"
          />
          <div className="grid gap-0.5 bg-slate-100 p-2">
            <p className="text-xs text-slate-600 uppercase" dir="ltr">
              {host}
            </p>
            <p className="line-clamp-2 font-semibold text-slate-900">{title}</p>
            <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
          </div>
        </div>
        <p className="text-xs text-slate-600">{t(image.drawn ? "admin.seo.drawnImage" : "admin.seo.chosenImage")}</p>
      </figure>
    </div>
  );
}
