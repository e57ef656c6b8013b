import { ChevronDown, Eye } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { ButtonLink } from "#db/models/button-links.server";
import { Badge } from "~/components/admin/badge";
import { buttonStyles } from "~/components/admin/buttons";
import { useLocale } from "~/components/admin/locale";
import { localizedPath, pageById, publicPages } from "~/config/pages";
import type { Locale } from "~/config/site";
import { CategorySection } from "./category-section";
import { PublishButtons } from "./publish-buttons";
import { SeoPreview, type SeoPreviewLanguage } from "./seo-preview";
import type { DashboardPage } from "~/domain/content-types";
import type { ContentActionResult, ContentSlice, ListedItem, PageSummary } from "./types";

/** A page's public URL with its drafts shown (`?preview=1`); the shared chrome is previewed on the home page. */
function previewHref(page: DashboardPage, locale: Locale) {
  const publicPage = publicPages.find((candidate) => candidate.id === page);
  return `${localizedPath(publicPage ? pageById(publicPage.id).path : "/", locale)}?preview=1`;
}

/** A page's items under their categories, in the loader's order (the spec's order for the page, app/content/sections.ts). */
function groupByCategory(items: ListedItem[]) {
  const groups = new Map<string, ListedItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

interface PagePanelProps {
  page: DashboardPage;
  summary: PageSummary;
  open: boolean;
  /** Where the heading leads: the page opened or closed, or with a filter the slice holding its items. */
  toggleHref: string;
  /** This page's items on the slice shown (none while it is closed). */
  items: ListedItem[];
  slice: ContentSlice | null;
  /** The open page's pager, under its items. */
  pager?: React.ReactNode;
  links: Record<string, ButtonLink>;
  /** The translation-status filter or the search (`?q=`) in force, if any. */
  filter: "missing" | "stale" | "search" | null;
  focused?: ListedItem;
  actionData?: ContentActionResult;
  /** A public page's search result and shared card, in both languages. */
  seo?: SeoPreviewLanguage[];
}

/**
 * A page of the content tab. Its heading is a link that opens it (`?open=`, loading the first
 * slice of its items from the server, with or without JavaScript) or closes it; with a filter,
 * it leads to the slice where the page's items start.
 */
export function PagePanel({ page, summary, open, toggleHref, items, slice, pager, links, filter, focused, actionData, seo }: PagePanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (category: string) => slice?.groups.find((group) => group.page === page && group.category === category)?.items;
  return (
    <section
      id={`page-${page}`}
      className="group rounded-xl border border-slate-200 bg-white shadow-sm"
      data-page={page}
      data-open={open || undefined}
    >
      <h3>
        <Link to={toggleHref} preventScrollReset aria-expanded={open} className="flex flex-wrap items-center gap-3 p-4">
          <ChevronDown className={`size-5 text-slate-600 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
          <span className="text-lg font-bold text-slate-900">{t(`admin.content.pages.${page}`)}</span>
          <Badge tone="sky">{t("admin.content.items", { count: summary.items })}</Badge>
          {summary.missing > 0 && <Badge tone="amber">{t("admin.content.missing", { count: summary.missing })}</Badge>}
          {summary.stale > 0 && <Badge tone="red">{t("admin.content.stale", { count: summary.stale })}</Badge>}
          {summary.drafts > 0 && <Badge tone="emerald">{t("admin.content.drafts", { count: summary.drafts })}</Badge>}
        </Link>
      </h3>
      {open && (
        <div className="grid gap-3 border-t border-slate-200 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <a href={previewHref(page, locale)} className={buttonStyles.secondary}>
              <Eye className="size-4" aria-hidden="true" />
              {t("admin.content.previewPage")}
            </a>
            {summary.drafts > 0 && <PublishButtons page={page} label={`${t("publishLanguage.pageGroup")}: ${t(`admin.content.pages.${page}`)}`} />}
          </div>
          {seo && <SeoPreview languages={seo} />}
          {summary.items === 0 ? (
            <p className="text-slate-700">{t("admin.content.emptyPage")}</p>
          ) : items.length === 0 ? (
            <p className="text-slate-700">
              {filter === "stale"
                ? t("admin.content.noneStale")
                : filter === "search"
                  ? t("admin.searchFilter.noneOnPage")
                  : t("admin.content.noneMissing")}
            </p>
          ) : (
            groupByCategory(items).map(([category, categoryItems]) => (
              <CategorySection
                key={category}
                page={page}
                category={category}
                items={categoryItems}
                count={count(category) ?? categoryItems.length}
                links={links}
                open={focused?.page === page && focused.category === category ? true : filter !== null}
                focusedId={focused?.id}
                actionData={actionData}
              />
            ))
          )}
          {pager}
        </div>
      )}
    </section>
  );
}
