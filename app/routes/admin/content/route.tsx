import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { getT, i18nOf, getLocale } from "~/lib/i18n.server";
import { listMedia } from "#db/models/media.server";
import { problemStatus } from "~/services/media-upload.server";
import { chosenImage } from "../media-picker.server";
import { createButtonLink, deleteButtonLink, getButtonLink, listButtonLinks, updateButtonLink } from "#db/models/button-links.server";
import { countContentDrafts, discardContentDraft, saveContentDraft, withEditorialState } from "#db/models/content-drafts.server";
import { type ContentItemFilter, countContentItemsByPage, getContentItem, updateContentItem } from "#db/models/content-items.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { formFields, listParams, panelParams } from "~/components/admin/panel-params";
import { TabHeading } from "~/components/admin/tab-heading";
import { useTranslation } from "~/lib/use-translation";
import { isTicked } from "~/schemas/fields";
import { buttonLinkSchema } from "~/schemas/button-link";
import { checkContentItem, contentValuesSchema } from "~/schemas/content-item";
import { validationKey } from "~/lib/validation-message";
import { backTo, dispatchIntent, idFrom, parseForm, redirectWithToast } from "../form-actions.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { ContentPages, focusedItemId } from "./content-pages";
import { dashboardPages } from "~/domain/content-types";
import type { CategoryNames, ContentActionResult, ListedItem } from "./types";
import { loadContentSlice } from "./content-slice.server";
import { publishDraftsFromForm } from "./draft-actions.server";
import { contentIntents } from "./intents";
import { db } from "#db/database.server";
import { listSearchOf, searchTerms, tabSearchRefusalKeys } from "~/features/search/search.service.server";
import { conflictAnswer, resubmitFrom, unlessStale, versionFrom } from "../conflict.server";
import { launchChecklist } from "~/services/launch-checklist.server";
import { isAdministrator, mayPublishEveryDraft } from "~/domain/roles";
import { LaunchChecklist, LaunchChecklistLine } from "./launch-checklist";
import { CircleAlert } from "lucide-react";
import { useLocale } from "~/components/admin/locale";
import { itemLabel } from "~/components/admin/item-label";
import { listSchedules, schedulesPublishing } from "#db/models/publish-schedules.server";
import type { Locale } from "~/domain/locale";
import { requestInfoContext } from "~/lib/context";
import { seoPreviewOf } from "./seo-preview.server";

/** The languages a draft changes. */
function draftChanges(item: { valueAr: string; valueEn: string }, draft: { valueAr: string; valueEn: string }): Locale[] {
  return [...(draft.valueAr !== item.valueAr ? (["ar"] as const) : []), ...(draft.valueEn !== item.valueEn ? (["en"] as const) : [])];
}

export const handle: import("~/lib/route-handle").RouteHandle = { upload: true, access: "editors" };

/**
 * Only a slice of the list is sent (docs/product.md#content-tab): of the open page's items
 * (`?open=home`, or the page of the focused item), or with `?missing=1` of the items that lack a
 * translation, or with `?status=stale` of those whose translation is outdated. `?slice=` numbers
 * it; a focused item (`?edit=`, `?item=`…) is shown on its own slice, the URL naming it. Every page
 * shows its counts (items, missing, outdated, drafts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const missingOnly = params.get(listParams.missing) === "1";
  const staleOnly = !missingOnly && params.get(listParams.status) === "stale";
  // `?q=` (docs/decisions/0041-search-index.md): a filter like the translation ones, over every page; a refused query says why (400).
  const query = listSearchOf(params);
  const q = params.get("q")?.trim() ?? "";
  const searchError = query.ok ? null : getT(context)(tabSearchRefusalKeys[query.reason]);
  const search = query.ok && query.q !== undefined ? await searchTerms(db, query.q) : undefined;
  const focusedId = focusedItemId(params);
  const focused = focusedId === undefined ? undefined : await getContentItem(focusedId);
  const requested = dashboardPages.find((page) => page === params.get(listParams.open));
  const openPage = requested ?? (focused && focused.page !== "faq" ? focused.page : undefined);
  const filter: ContentItemFilter | undefined = missingOnly
    ? { pages: dashboardPages, missingOnly, search }
    : staleOnly
      ? { pages: dashboardPages, status: "stale", search }
      : search
        ? { pages: dashboardPages, search }
        : openPage
          ? { page: openPage }
          : undefined;
  const requestedSlice = Number(params.get(listParams.slice) ?? 1);
  const [summaries, listed] = await Promise.all([countContentItemsByPage(), filter && loadContentSlice(filter, requestedSlice, focused)]);
  if (listed?.byFocus && listed.slice.number !== requestedSlice) {
    // The URL names the slice it shows, so every link and form of the page keeps it.
    const named = new URLSearchParams(params);
    if (listed.slice.number === 1) named.delete(listParams.slice);
    else named.set(listParams.slice, String(listed.slice.number));
    throw redirect(`${url.pathname}?${named}#item-${focused!.id}`);
  }
  const items = await withEditorialState(listed?.items ?? []);
  // A draft that a pending schedule will publish says so on its row (docs/decisions/0026-drafts-preview-translation-status.md).
  const pending = items.some((item) => item.draft) ? (await listSchedules(0)).filter((schedule) => schedule.status === "pending") : [];
  const links = await listButtonLinks(items.filter((item) => item.type === "button").map((item) => item.key));
  const empty = { items: 0, missing: 0, stale: 0, drafts: 0 };
  // The library is listed only when an image item can be edited.
  const media = items.some((item) => item.type === "image") ? await listMedia() : [];
  const answer = {
    // The open public page's search result and shared card (docs/decisions/0063-share-images-and-structured-data.md).
    seo: openPage ? await seoPreviewOf(openPage, context.get(requestInfoContext).origin) : null,
    q,
    searchError,
    openPage: openPage ?? null,
    summaries: Object.fromEntries(dashboardPages.map((page) => [page, summaries.get(page) ?? empty])),
    slice: listed?.slice ?? null,
    items: items.map(({ createdAt: _created, updatedAt: _updated, valueArUpdatedAt: _ar, valueEnUpdatedAt: _en, ...item }) => ({
      ...item,
      scheduledAt: item.draft ? schedulesPublishing(pending, { id: item.id, page: item.page, changes: draftChanges(item, item.draft) }) : [],
    })),
    links: Object.fromEntries(links.map((link) => [link.contentKey, link])),
    media,
    categoryNames: categoryNamesOf(items.map((item) => item.category)),
    // Administrators only: an editor's page neither holds nor shows it (docs/decisions/0047-company-facts-and-launch-checklist.md).
    checklist: isAdministrator(currentAdmin(context).user) ? await launchChecklist() : [],
    // Every draft, the FAQ's too, for the administrators' "Publish all drafts (N)"; null for an editor, who has no such button (docs/decisions/0026-drafts-preview-translation-status.md).
    allDrafts: mayPublishEveryDraft(currentAdmin(context).user) ? await countContentDrafts() : null,
  };
  return searchError ? data(answer, { status: 400 }) : answer;
}

/** The listed categories' names in both languages, for their bilingual headings. */
function categoryNamesOf(categories: string[]): CategoryNames {
  const names = (locale: "ar" | "en") => {
    const all: Record<string, string> = i18nOf(locale).t("admin.categories", { returnObjects: true });
    return Object.fromEntries(categories.filter((category) => category in all).map((category) => [category, all[category]]));
  };
  return { ar: names("ar"), en: names("en") };
}

/** Opening an editor or a picker (?edit, ?icon, ?link…) needs no new data; a save, another page, slice or filter does. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const changed = (name: string) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name);
  return changed(listParams.open) || changed(listParams.slice) || changed(listParams.missing) || changed(listParams.status) || changed("q");
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = getT(context);
  if (formData.get(formFields.intent) === contentIntents.publishDrafts) {
    return publishDraftsFromForm(formData, backTo(url), t, currentActor(context), currentAdmin(context).user);
  }
  const id = idFrom(formData);
  const item = id === undefined ? undefined : await getContentItem(id);
  const failed = { kind: "error", title: t("admin.toasts.contentFailed"), description: t("admin.toasts.contentFailedText") } as const;
  if (!item || item.page === "faq") return redirectWithToast(backTo(url), failed);
  // Back to the list with this item's page and section open, scrolled to it.
  const back = backTo(url);
  const toItem = `${back}${back.includes("?") ? "&" : "?"}${panelParams.item}=${item.id}#item-${item.id}`;
  const expected = versionFrom(formData);

  /** A save over another version than the form was opened with: nothing written, the conflict view instead. */
  async function conflict(intent: string, mine: { valueAr: string; valueEn: string }) {
    const current = (await getContentItem(item!.id)) ?? item!;
    return conflictAnswer(getLocale(context), {
      form: `values-${item!.id}`,
      entity: "content",
      entityId: item!.id,
      version: current.version,
      fields: [
        { name: "valueAr", label: "conflict.arabic", lang: "ar", theirs: current.valueAr, mine: mine.valueAr },
        { name: "valueEn", label: "conflict.english", lang: "en", theirs: current.valueEn, mine: mine.valueEn },
      ],
      resubmit: { intent, id: String(item!.id), valueAr: mine.valueAr, valueEn: mine.valueEn },
    });
  }

  /**
   * The inline editor's values, checked as the item will be stored (an image's values are safe
   * URLs), whether they are published ("Save") or kept as a draft ("Save as draft").
   */
  function submittedValues() {
    const submission = parseForm(formData, contentValuesSchema);
    if (submission.status !== "success") return { refused: { form: `values-${item!.id}`, result: submission.reply() } };
    // An icon's English value is its icon name, changed only through the picker.
    const values = { valueAr: submission.value.valueAr, valueEn: item!.type === "icon" ? item!.valueEn : submission.value.valueEn };
    const checked = checkContentItem({ ...item!, ...values });
    if (checked.success) return { values };
    const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [validationKey(issue)]]));
    return { refused: { form: `values-${item!.id}`, result: submission.reply({ fieldErrors }) } };
  }

  return dispatchIntent(formData, {
    async [contentIntents.saveValues]() {
      const submission = parseForm(formData, contentValuesSchema);
      if (submission.status !== "success") return { form: `values-${item.id}`, result: submission.reply() };
      // An icon's English value is its icon name, changed only through the picker; an image picked
      // from the library (or uploaded in place) becomes both languages' value.
      const image = item.type === "image" ? await chosenImage(formData, context, { altAr: "", altEn: "" }) : {};
      if ("problem" in image) {
        const fieldErrors = { valueEn: [`validation.${image.problem}`] };
        return data({ form: `values-${item.id}`, result: submission.reply({ fieldErrors }) }, { status: problemStatus[image.problem] });
      }
      const values =
        item.type === "icon" ? { valueAr: submission.value.valueAr } : image.url ? { valueAr: image.url, valueEn: image.url } : submission.value;
      // The item as it will be stored follows its type's rules (an image's values are safe URLs).
      const checked = checkContentItem({ ...item, ...values });
      if (!checked.success) {
        const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [validationKey(issue)]]));
        return { form: `values-${item.id}`, result: submission.reply({ fieldErrors }) };
      }
      const written = await unlessStale(() => updateContentItem(item.id, values, currentActor(context), expected));
      if (!written) return conflict(contentIntents.saveValues, { valueEn: item.valueEn, ...values });
      return redirectWithToast(toItem, {
        kind: "success",
        title: t("admin.toasts.contentUpdated"),
        description: t("admin.toasts.contentUpdatedText"),
      });
    },
    async [contentIntents.saveDraft]() {
      const { values, refused } = submittedValues();
      if (!values) return refused;
      const written = await unlessStale(() => saveContentDraft(item.id, values, currentActor(context), expected));
      if (!written) return conflict(contentIntents.saveDraft, values);
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.draftSaved"), description: t("admin.toasts.draftSavedText") });
    },
    async [contentIntents.discardDraft]() {
      await discardContentDraft(item.id, currentActor(context));
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.draftDiscarded") });
    },
    async [contentIntents.chooseIcon]() {
      const icon = String(formData.get("icon") ?? "");
      if (item.type !== "icon" || !checkContentItem({ ...item, valueEn: icon }).success) return redirectWithToast(toItem, failed);
      await updateContentItem(item.id, { valueEn: icon }, currentActor(context));
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.iconUpdated"), description: icon });
    },
    async [contentIntents.saveLink]() {
      const submission = parseForm(formData, buttonLinkSchema);
      if (submission.status !== "success") return { form: `link-${item.id}`, result: submission.reply() };
      const { linkType, externalUrl, internalPage, sectionId } = submission.value;
      // Only the target the link type uses is kept; an unticked checkbox means inactive.
      const link = {
        contentKey: item.key,
        linkType,
        externalUrl: linkType === "external" ? externalUrl : null,
        internalPage: linkType === "internal" ? internalPage : null,
        sectionId: linkType === "section" ? sectionId : null,
        isActive: isTicked(formData, "isActive"),
      };
      const existing = idFrom(formData, "linkId");
      if (existing !== undefined) {
        const written = await unlessStale(() => updateButtonLink(existing, link, currentActor(context), expected));
        const current = written ? undefined : await getButtonLink(existing);
        if (current) {
          // Stale: nothing written; the conflict view holds what was chosen (docs/decisions/0043-versions-and-conflicts.md).
          const fields = (["linkType", "externalUrl", "internalPage", "sectionId"] as const).map((name) => ({
            name,
            label: name === "linkType" ? ("admin.links.type" as const) : (`admin.links.${name}` as const),
            theirs: String(current[name] ?? ""),
            mine: String(link[name] ?? ""),
          }));
          return conflictAnswer(getLocale(context), {
            form: `link-${item.id}`,
            entity: "button-link",
            entityId: existing,
            version: current.version,
            fields,
            resubmit: resubmitFrom(formData),
          });
        }
        const updated = written?.written;
        return redirectWithToast(
          toItem,
          updated
            ? { kind: "success", title: t("admin.toasts.linkUpdated"), description: t("admin.toasts.liveNow") }
            : { kind: "error", title: t("admin.toasts.linkFailed") },
        );
      }
      try {
        await createButtonLink(link, currentActor(context));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return redirectWithToast(toItem, { kind: "error", title: t("admin.toasts.linkFailed"), description: t("admin.toasts.linkExists") });
      }
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.linkCreated"), description: t("admin.toasts.liveNow") });
    },
    async [contentIntents.deleteLink]() {
      const linkId = idFrom(formData, "linkId");
      const link = linkId === undefined ? undefined : await getButtonLink(linkId);
      const deleted = link?.contentKey === item.key && (await deleteButtonLink(link.id, currentActor(context)));
      return redirectWithToast(
        toItem,
        deleted ? { kind: "success", title: t("admin.toasts.linkDeleted") } : { kind: "error", title: t("admin.toasts.linkDeleteFailed") },
      );
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="content" />;
}

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.content")} title={t("admin.content.title")}>
        {t("admin.content.intro")}
      </TabHeading>
      <RefusedNotice items={loaderData.items} actionData={actionData} />
      <LaunchChecklistLine items={loaderData.checklist} />
      <ContentPages {...loaderData} actionData={actionData} />
      <LaunchChecklist items={loaderData.checklist} />
    </>
  );
}

/**
 * A save that wrote nothing (refused fields, or a conflict) says so at the top of the tab as well as
 * in its row, with a link to the row: without JavaScript the answer is a new page
 * (docs/decisions/0026-drafts-preview-translation-status.md).
 */
function RefusedNotice({ items, actionData }: { items: ListedItem[]; actionData?: ContentActionResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = actionData?.conflict ? actionData.conflict.form : actionData?.result.status === "error" ? actionData.form : undefined;
  const id = Number(form?.split("-").pop());
  const item = items.find((listed) => listed.id === id);
  if (!item) return null;
  const label = itemLabel(item.key, t, locale);
  return (
    <div role="alert" className="mb-4 flex flex-wrap items-start gap-x-3 gap-y-1 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-bold">{t(actionData?.conflict ? "admin.unsaved.conflict" : "admin.unsaved.refused", { label })}</p>
      <a href={`#item-${item.id}`} className="font-bold text-red-900 underline">
        {t("admin.unsaved.toItem")}
      </a>
    </div>
  );
}
