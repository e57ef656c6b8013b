import { useTranslation } from "~/lib/use-translation";
import type { PageLanguage } from "~/domain/page-words";
type PageStatus = "draft" | "published" | "unpublished";

const tone: Record<PageStatus, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-800",
  published: "border-emerald-300 bg-emerald-50 text-emerald-900",
  unpublished: "border-amber-300 bg-amber-50 text-amber-900",
};

/** One language's status of a page, in words (never by colour alone), and how many of its words are still missing. */
export function LanguageStatus({ language, status, missing }: { language: PageLanguage; status: PageStatus; missing: number }) {
  const { t } = useTranslation();
  return (
    <p className={`rounded-lg border px-2 py-1 text-sm ${tone[status]}`} data-status={`${language}-${status}`}>
      <span className="font-bold">{t(language === "ar" ? "pagesTab.arabic" : "pagesTab.english")}:</span> {t(`pagesTab.status.${status}`)}
      {missing > 0 && <> · {t("pagesTab.missingCount", { count: missing })}</>}
    </p>
  );
}
