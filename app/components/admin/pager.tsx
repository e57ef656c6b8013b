import { Link } from "react-router";
import { buttonStyles } from "./buttons";
import { listParams, panelParams, useQueryHref } from "./panel-params";
import { useTranslation } from "~/lib/use-translation";

interface PagerProps {
  page: number;
  pages: number;
  /** The navigation's name for screen readers. */
  label: string;
  /** The query parameter holding the page number (`page` unless given). */
  param?: string;
  /** What the pager says between its links ("Page 2 of 7" unless given). */
  status?: string;
  /** The links' words ("Newer" and "Older", the history's, unless given). */
  previousLabel?: string;
  nextLabel?: string;
  /** Other parameters each link sets or drops (the confirm unless given). */
  changes?: Record<string, string | null>;
  /** An element id the links lead to (the start of the list), without a jump to the top first. */
  hash?: string;
}

/** Newer/older (or previous/next) page links that keep the other query parameters (history, activity log, content tab). */
export function Pager({ page, pages, label, param = listParams.page, status, previousLabel, nextLabel, changes, hash }: PagerProps) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  if (pages <= 1) return null;
  const link = (target: number) =>
    `${queryHref({ [panelParams.confirm]: null, ...changes, [param]: target === 1 ? null : String(target) })}${hash ? `#${hash}` : ""}`;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={link(page - 1)} preventScrollReset={hash !== undefined} className={buttonStyles.secondary} rel="prev">
          {previousLabel ?? t("admin.history.newer")}
        </Link>
      )}
      <p className="font-semibold text-slate-800">{status ?? t("admin.history.pageOf", { page, pages })}</p>
      {page < pages && (
        <Link to={link(page + 1)} preventScrollReset={hash !== undefined} className={buttonStyles.secondary} rel="next">
          {nextLabel ?? t("admin.history.older")}
        </Link>
      )}
    </nav>
  );
}
