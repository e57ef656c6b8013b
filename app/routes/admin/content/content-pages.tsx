import { Filter } from "lucide-react";
import { useTranslation } from "~/lib/use-translation";
import { TabSearch } from "~/components/admin/tab-search";
import { Link, useSearchParams } from "react-router";
import type { ButtonLink } from "#db/models/button-links.server";
import { buttonStyles } from "~/components/admin/buttons";
import { closedPanels, listParams, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { Pager } from "~/components/admin/pager";
import { contentIntents } from "./intents";
import { PagePanel } from "./page-panel";
import type { SeoPreviewLanguage } from "./seo-preview";
import { PublishAllLink } from "../publish-drafts/draft-review";
import { dashboardPages } from "~/domain/content-types";
import type { ContentActionResult, ContentSlice, ListedItem, PageSummary } from "./types";

/** How many items of the list a page has, and the slice where its first one shows. */
function placeOf(page: string, slice: ContentSlice) {
  let before = 0;
  let items = 0;
  for (const group of slice.groups) {
    if (group.page === page) items += group.items;
    else if (items === 0) before += group.items;
  }
  return { items, firstSlice: Math.floor(before / slice.size) + 1 };
}

/** The item an editor, picker or link form is open for, or that was just saved (its page opens). */
export function focusedItemId(params: URLSearchParams) {
  const confirming = params.get(panelParams.confirm)?.match(new RegExp(`^${contentIntents.deleteLink}-(\\d+)$`))?.[1];
  const id = Number(
    params.get(panelParams.edit) ?? params.get(panelParams.icon) ?? params.get(panelParams.link) ?? params.get(panelParams.item) ?? confirming,
  );
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

interface ContentPagesProps {
  /** The page whose items were loaded (`?open=`), if any. */
  openPage: string | null;
  summaries: Record<string, PageSummary>;
  /** Where the items sit in their list (the open page's items, or those the filter keeps), if one is shown. */
  slice: ContentSlice | null;
  /** One slice of the open page's items, or of the items the filter keeps. */
  items: ListedItem[];
  links: Record<string, ButtonLink>;
  actionData?: ContentActionResult;
  /** The search in force (`?q=`), "" for none, and why it was refused, if it was. */
  q: string;
  searchError: string | null;
  /** How many drafts the site has, for an administrator's "Publish all drafts (N)"; null for an editor. */
  allDrafts: number | null;
  /** The open public page's SEO in both languages (app/routes/admin/content/seo-preview.server.ts). */
  seo: { page: string; languages: SeoPreviewLanguage[] } | null;
}

export function ContentPages({ openPage, summaries, slice, items, links, actionData, q, searchError, allDrafts, seo }: ContentPagesProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const missingOnly = searchParams.get(listParams.missing) === "1";
  const staleOnly = !missingOnly && searchParams.get(listParams.status) === "stale";
  const focusedId = focusedItemId(searchParams);
  const focused = items.find((item) => item.id === focusedId);
  const total = (field: keyof PageSummary) => Object.values(summaries).reduce((sum, summary) => sum + summary[field], 0);
  const searching = q !== "" && !searchError;
  const filter = missingOnly ? "missing" : staleOnly ? "stale" : searching ? "search" : null;

  return (
    <>
      <TabSearch
        id="content-q"
        label={t("admin.searchFilter.contentLabel")}
        q={q}
        error={searchError ?? null}
        clearHref={queryHref({ ...closedPanels, q: null, [listParams.slice]: null })}
      />
      {searching && (
        <p role="status" className="mb-3 text-sm font-semibold text-slate-800">
          {slice && slice.total > 0 ? t("admin.searchFilter.showing", { q }) : t("admin.searchFilter.noMatches", { q })}
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Link
          to={queryHref({ ...closedPanels, [listParams.missing]: missingOnly ? null : "1", [listParams.status]: null, [listParams.slice]: null })}
          className={buttonStyles.secondary}
        >
          <Filter className="size-4" aria-hidden="true" />
          {missingOnly ? t("admin.content.showAll") : t("admin.content.showMissing")}
        </Link>
        <Link
          to={queryHref({ ...closedPanels, [listParams.status]: staleOnly ? null : "stale", [listParams.missing]: null, [listParams.slice]: null })}
          aria-current={staleOnly || undefined}
          className={buttonStyles.secondary}
          data-filter="stale"
        >
          <Filter className="size-4" aria-hidden="true" />
          {staleOnly ? t("admin.content.showAll") : t("admin.content.statusStale", { count: total("stale") })}
        </Link>
        {allDrafts !== null && allDrafts > 0 && <PublishAllLink count={allDrafts} />}
        {(missingOnly || staleOnly) && (
          <p role="status" className="text-sm font-semibold text-amber-900">
            {missingOnly ? t("admin.content.filtering") : t("admin.content.filteringStale")}
          </p>
        )}
      </div>
      <div id="content-list" className="grid gap-3">
        {dashboardPages.map((page) => {
          const pageItems = items.filter((item) => item.page === page);
          const place = slice && filter ? placeOf(page, slice) : undefined;
          // With a filter, a page whose items are on another slice stays closed; its heading leads there.
          const open = filter ? pageItems.length > 0 || (page === openPage && place?.items === 0) : page === openPage;
          const elsewhere = !open && place !== undefined && place.items > 0;
          const toggleHref = elsewhere
            ? `${queryHref({ ...closedPanels, [listParams.open]: null, [listParams.slice]: place.firstSlice === 1 ? null : String(place.firstSlice) })}#page-${page}`
            : queryHref({ ...closedPanels, [listParams.open]: open ? null : page, ...(filter ? {} : { [listParams.slice]: null }) });
          return (
            <PagePanel
              key={page}
              page={page}
              summary={summaries[page]}
              open={open}
              toggleHref={toggleHref}
              items={pageItems}
              slice={slice}
              pager={!filter && slice && <SlicePager slice={slice} hash={`page-${page}`} />}
              links={links}
              filter={filter}
              focused={focused}
              actionData={actionData}
              seo={seo?.page === page ? seo.languages : undefined}
            />
          );
        })}
      </div>
      {filter && slice && <SlicePager slice={slice} hash="content-list" />}
    </>
  );
}

/** "Items 51–100 of 1,067" between links to the slices before and after, with or without JavaScript. */
function SlicePager({ slice, hash }: { slice: ContentSlice; hash: string }) {
  const { t } = useTranslation();
  return (
    <Pager
      page={slice.number}
      pages={slice.count}
      param={listParams.slice}
      label={t("admin.content.slices")}
      status={t("admin.content.sliceOf", {
        first: slice.first,
        last: slice.last,
        total: slice.total,
      })}
      previousLabel={t("admin.content.previousItems")}
      nextLabel={t("admin.content.nextItems")}
      changes={closedPanels}
      hash={hash}
    />
  );
}
