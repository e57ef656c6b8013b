import { Link } from "react-router";
import { formatNumber } from "~/config/site";
import { buttonStyles } from "./buttons";
import { listParams, panelParams, useQueryHref } from "./panel-params";
import { useAdminLocale, useT } from "./translation";

/** Newer/older page links that keep the other query parameters (history, activity log). */
export function Pager({ page, pages, label }: { page: number; pages: number; label: string }) {
  const t = useT();
  const locale = useAdminLocale();
  const queryHref = useQueryHref();
  if (pages <= 1) return null;
  const link = (target: number) => queryHref({ [listParams.page]: target === 1 ? null : String(target), [panelParams.confirm]: null });
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={link(page - 1)} className={buttonStyles.secondary} rel="prev">
          {t("admin.history.newer")}
        </Link>
      )}
      <p className="font-semibold text-slate-800">
        {t("admin.history.pageOf", { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </p>
      {page < pages && (
        <Link to={link(page + 1)} className={buttonStyles.secondary} rel="next">
          {t("admin.history.older")}
        </Link>
      )}
    </nav>
  );
}
