import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { HistoryLink } from "~/components/admin/history-link";
import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, Eye, Filter, ImageIcon } from "lucide-react";
import { useState } from "react";
import { Form, Link, useRouteLoaderData, useSearchParams } from "react-router";
import type { Media } from "#db/models/media.server";
import { CurrentImage, MediaPicker } from "~/components/admin/media-picker";
import type { ButtonLink } from "#db/models/button-links.server";
import { localizedPath, pageById, publicPages } from "~/config/pages";
import { formatNumber, type Locale } from "~/config/site";
import { contentPages } from "~/domain/content-types";
import { contentValuesSchema } from "~/schemas/content-item";
import { Icon } from "~/components/ui/icon";
import { ButtonLinkManager } from "./button-link-manager";
import { type StringKey, translate, useAdminLocale, useT } from "~/components/admin/translation";
import { IconPicker } from "./icon-picker";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, rowLinkStyle, SubmitButton } from "~/components/admin/buttons";
import { ConformTextField } from "~/components/admin/form-fields";
import { closedPanels, listParams, panelParams, useQueryHref } from "~/components/admin/panel-params";
import { Pager } from "~/components/admin/pager";
import { contentIntents } from "./intents";
import type { ContentActionResult, ContentSlice, ListedItem } from "./types";

/** The dashboard's pages: the spec's six, then the shared chrome and the legal pages (docs/decisions/0003-every-text-editable.md). */
export const dashboardPages = contentPages.filter((page) => page !== "faq");
type DashboardPage = (typeof dashboardPages)[number];

/**
 * A <details> the page opens when it must (the item being edited, the missing filter) and the
 * admin opens or closes at will otherwise; a filter change never snaps a panel shut.
 */
function useDisclosure(forced: boolean) {
  const [open, setOpen] = useState(forced);
  const [wasForced, setWasForced] = useState(forced);
  if (forced !== wasForced) {
    setWasForced(forced);
    if (forced) setOpen(true);
  }
  return {
    open,
    onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
  };
}

type PageSummary = { items: number; missing: number; stale: number; drafts: number };

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
}

export function ContentPages({ openPage, summaries, slice, items, links, actionData }: ContentPagesProps) {
  const t = useT();
  const locale = useAdminLocale();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const missingOnly = searchParams.get(listParams.missing) === "1";
  const staleOnly = !missingOnly && searchParams.get(listParams.status) === "stale";
  const focusedId = focusedItemId(searchParams);
  const focused = items.find((item) => item.id === focusedId);
  const total = (field: keyof PageSummary) => Object.values(summaries).reduce((sum, summary) => sum + summary[field], 0);
  const totalDrafts = total("drafts");
  const filter = missingOnly ? "missing" : staleOnly ? "stale" : null;

  return (
    <>
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
          {staleOnly ? t("admin.content.showAll") : t("admin.content.statusStale", { count: formatNumber(total("stale"), locale) })}
        </Link>
        {totalDrafts > 0 && (
          <Form method="post" preventScrollReset>
            <SubmitButton intent={contentIntents.publishDrafts} pendingLabel={t("admin.actions.saving")}>
              {t("admin.content.publishAllDrafts", { count: formatNumber(totalDrafts, locale) })}
            </SubmitButton>
          </Form>
        )}
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
  const t = useT();
  const locale = useAdminLocale();
  return (
    <Pager
      page={slice.number}
      pages={slice.count}
      param={listParams.slice}
      label={t("admin.content.slices")}
      status={t("admin.content.sliceOf", {
        first: formatNumber(slice.first, locale),
        last: formatNumber(slice.last, locale),
        total: formatNumber(slice.total, locale),
      })}
      previousLabel={t("admin.content.previousItems")}
      nextLabel={t("admin.content.nextItems")}
      changes={closedPanels}
      hash={hash}
    />
  );
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
  /** The translation-status filter in force, if any. */
  filter: "missing" | "stale" | null;
  focused?: ListedItem;
  actionData?: ContentActionResult;
}

/**
 * A page of the content tab. Its heading is a link that opens it (`?open=`, loading the first
 * slice of its items from the server, with or without JavaScript) or closes it; with a filter,
 * it leads to the slice where the page's items start.
 */
function PagePanel({ page, summary, open, toggleHref, items, slice, pager, links, filter, focused, actionData }: PagePanelProps) {
  const t = useT();
  const locale = useAdminLocale();
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
          <Badge tone="sky">{t("admin.content.items", { count: formatNumber(summary.items, locale) })}</Badge>
          {summary.missing > 0 && <Badge tone="amber">{t("admin.content.missing", { count: formatNumber(summary.missing, locale) })}</Badge>}
          {summary.stale > 0 && <Badge tone="red">{t("admin.content.stale", { count: formatNumber(summary.stale, locale) })}</Badge>}
          {summary.drafts > 0 && <Badge tone="emerald">{t("admin.content.drafts", { count: formatNumber(summary.drafts, locale) })}</Badge>}
        </Link>
      </h3>
      {open && (
        <div className="grid gap-3 border-t border-slate-200 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <a href={previewHref(page, locale)} className={buttonStyles.secondary}>
              <Eye className="size-4" aria-hidden="true" />
              {t("admin.content.previewPage")}
            </a>
            {summary.drafts > 0 && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="page" value={page} />
                <SubmitButton intent={contentIntents.publishDrafts} id={page} pendingLabel={t("admin.actions.saving")}>
                  {t("admin.content.publishPageDrafts")}
                </SubmitButton>
              </Form>
            )}
          </div>
          {summary.items === 0 ? (
            <p className="text-slate-700">{t("admin.content.emptyPage")}</p>
          ) : items.length === 0 ? (
            <p className="text-slate-700">{filter === "stale" ? t("admin.content.noneStale") : t("admin.content.noneMissing")}</p>
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

/** "Hero" in both languages, whatever the admin's language: the headings are bilingual (docs/product.md#content-tab). */
function CategoryHeading({ category }: { category: string }) {
  const key = `admin.categories.${category}`;
  const ar = translate("ar", key);
  const en = translate("en", key);
  if (ar === key) return <span dir="ltr">{category}</span>;
  return (
    <>
      <span lang="ar">{ar}</span>
      <span aria-hidden="true" className="text-slate-400">
        {" · "}
      </span>
      <span lang="en">{en}</span>
    </>
  );
}

interface CategorySectionProps {
  page: string;
  category: string;
  items: ListedItem[];
  /** How many items the section has in the whole list: a slice may show part of them ("29 of 126"). */
  count: number;
  links: Record<string, ButtonLink>;
  open: boolean;
  focusedId?: number;
  actionData?: ContentActionResult;
}

function CategorySection({ page, category, items, count, links, open, focusedId, actionData }: CategorySectionProps) {
  const t = useT();
  const locale = useAdminLocale();
  const disclosure = useDisclosure(open);
  return (
    <details {...disclosure} className="group/section rounded-lg border border-slate-200 bg-slate-50" data-category={`${page}.${category}`}>
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
        <ChevronDown className="size-4 text-slate-600 transition-transform group-open/section:rotate-180" aria-hidden="true" />
        <h4 className="font-bold text-slate-900">
          <CategoryHeading category={category} />
        </h4>
        <Badge>
          {items.length < count
            ? t("admin.content.sectionPart", { shown: formatNumber(items.length, locale), count: formatNumber(count, locale) })
            : formatNumber(count, locale)}
        </Badge>
      </summary>
      <ul className="grid gap-3 p-3">
        {items.map((item) => (
          <ContentItemRow key={item.id} item={item} link={links[item.key]} focused={item.id === focusedId} actionData={actionData} />
        ))}
      </ul>
    </details>
  );
}

interface ContentItemRowProps {
  item: ListedItem;
  link?: ButtonLink;
  focused: boolean;
  actionData?: ContentActionResult;
}

function ContentItemRow({ item, link, focused, actionData }: ContentItemRowProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const editing = focused && searchParams.get(panelParams.edit) === String(item.id);
  const media = useRouteLoaderData<{ media: Media[] }>("routes/admin/content/route")?.media ?? [];
  const resultFor = (form: string) => (actionData?.form === form ? actionData.result : undefined);
  return (
    <li id={`item-${item.id}`} className="rounded-lg border border-slate-200 bg-white p-4" data-key={item.key}>
      <div className="flex flex-wrap items-center gap-2">
        <code dir="ltr" className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
          {item.key}
        </code>
        <Badge tone="sky">{t(`admin.content.types.${item.type}` as StringKey)}</Badge>
        {item.translationStatus === "missing" && <Badge tone="amber">{t("admin.content.missing", { count: 1 })}</Badge>}
        {item.outdatedLanguage && <Badge tone="red">{t(`admin.content.outdated.${item.outdatedLanguage}`)}</Badge>}
        {item.draft && <Badge tone="emerald">{t("admin.content.draft")}</Badge>}
      </div>
      {item.description && (
        <p className="mt-1 text-sm text-slate-600" lang="en" dir="ltr">
          {item.description}
        </p>
      )}
      {editing ? (
        <ValuesForm item={item} lastResult={resultFor(`values-${item.id}`)} />
      ) : (
        <>
          <dl className="mt-3 grid gap-3 md:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("admin.content.arabic")}</dt>
              <dd lang="ar" dir="rtl" className="whitespace-pre-line text-slate-900">
                {item.valueAr || <span className="text-slate-500">{t("admin.content.emptyValue")}</span>}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("admin.content.english")}</dt>
              <dd lang="en" dir="ltr" className="flex items-center gap-2 whitespace-pre-line text-slate-900">
                {item.type === "icon" && <Icon name={item.valueEn} className="size-6 text-sky-700" />}
                {item.valueEn || <span className="text-slate-500">{t("admin.content.emptyValue")}</span>}
              </dd>
            </div>
          </dl>
          {item.type === "image" && (
            <div className="mt-3">
              <CurrentImage url={item.valueEn} media={media} />
            </div>
          )}
          {item.draft && <DraftValues item={item} draft={item.draft} />}
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`${queryHref({ ...closedPanels, [panelParams.edit]: String(item.id) })}#item-${item.id}`}
              preventScrollReset
              aria-label={`${t("admin.actions.edit")}: ${item.key}`}
              className={rowLinkStyle}
            >
              {t("admin.actions.edit")}
            </Link>
            {item.type === "icon" && <IconPicker item={item} />}
            <HistoryLink entity="content" entityId={item.id} label={item.key} />
            {item.draft && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={item.id} />
                <SubmitButton
                  intent={contentIntents.discardDraft}
                  id={item.id}
                  variant="dangerOutline"
                  pendingLabel={t("admin.actions.saving")}
                  ariaLabel={`${t("admin.content.discardDraft")}: ${item.key}`}
                >
                  {t("admin.content.discardDraft")}
                </SubmitButton>
              </Form>
            )}
          </div>
        </>
      )}
      {item.type === "button" && <ButtonLinkManager item={item} link={link} lastResult={resultFor(`link-${item.id}`)} />}
      {item.type === "image" && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950">
          <ImageIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("admin.content.imageNote")}
        </p>
      )}
    </li>
  );
}

/** An item's draft beside its published values: what a preview and a publish would show. */
function DraftValues({ item, draft }: { item: ListedItem; draft: NonNullable<ListedItem["draft"]> }) {
  const t = useT();
  return (
    <div className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3" data-draft={item.id}>
      <p className="text-sm font-bold text-emerald-900">{t("admin.content.draftValues")}</p>
      <dl className="mt-2 grid gap-3 md:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t("admin.content.arabic")}</dt>
          <dd lang="ar" dir="rtl" className="whitespace-pre-line text-slate-900">
            {draft.valueAr || <span className="text-slate-600">{t("admin.content.emptyValue")}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">{t("admin.content.english")}</dt>
          <dd lang="en" dir="ltr" className="whitespace-pre-line text-slate-900">
            {draft.valueEn || <span className="text-slate-600">{t("admin.content.emptyValue")}</span>}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Inline editing of one item: Arabic written RTL, English LTR (docs/decisions/0001-language-in-the-url.md).
 * It starts from the item's draft when there is one; "Save" publishes, "Save as draft" keeps it unpublished.
 */
function ValuesForm({ item, lastResult }: { item: ListedItem; lastResult?: SubmissionResult<string[]> }) {
  const t = useT();
  const queryHref = useQueryHref();
  const [form, fields] = useForm({
    id: `values-${item.id}`,
    lastResult,
    defaultValue: { valueAr: item.draft?.valueAr ?? item.valueAr, valueEn: item.draft?.valueEn ?? item.valueEn },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentValuesSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const long = item.type === "text";
  const media = useRouteLoaderData<{ media: Media[] }>("routes/admin/content/route")?.media ?? [];
  return (
    <Form
      method="post"
      encType={item.type === "image" ? "multipart/form-data" : undefined}
      preventScrollReset
      {...getFormProps(form)}
      className="mt-3 grid gap-4 md:grid-cols-2"
      aria-label={t("admin.content.editItem", { key: item.key })}
    >
      <input type="hidden" name="id" value={item.id} />
      <ConformTextField meta={fields.valueAr} label={t("admin.content.arabicValue")} multiline={long} rows={4} dir="rtl" lang="ar" />
      {item.type === "icon" ? (
        <input type="hidden" name="valueEn" value={item.valueEn} />
      ) : (
        <ConformTextField meta={fields.valueEn} label={t("admin.content.englishValue")} multiline={long} rows={4} dir="ltr" lang="en" />
      )}
      {item.type === "image" && (
        <div className="md:col-span-2">
          <MediaPicker id={`item-${item.id}-image`} media={media} current={item.valueEn} showCurrent />
        </div>
      )}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <SubmitButton intent={contentIntents.saveValues} id={item.id} pendingLabel={t("admin.actions.saving")}>
          {t("admin.actions.save")}
        </SubmitButton>
        <SubmitButton intent={contentIntents.saveDraft} id={item.id} variant="secondary" pendingLabel={t("admin.actions.saving")}>
          {t("admin.content.saveDraft")}
        </SubmitButton>
        <Link to={queryHref({ [panelParams.edit]: null })} preventScrollReset className={buttonStyles.secondary}>
          {t("admin.actions.cancel")}
        </Link>
      </div>
    </Form>
  );
}
