import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { listMedia } from "#db/models/media.server";
import { problemStatus } from "~/services/media-upload.server";
import { chosenImage } from "../media-picker.server";
import { createButtonLink, deleteButtonLink, getButtonLink, listButtonLinks, updateButtonLink } from "#db/models/button-links.server";
import { getContentItem, listContentItems, countContentItemsByPage, updateContentItem } from "#db/models/content-items.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { listParams, panelParams } from "~/components/admin/panel-params";
import { TabHeading } from "~/components/admin/tab-heading";
import { useT } from "~/components/admin/translation";
import { isTicked } from "~/schemas/fields";
import { buttonLinkSchema } from "~/schemas/button-link";
import { checkContentItem, contentValuesSchema } from "~/schemas/content-item";
import { backTo, dispatchIntent, idFrom, parseForm, redirectWithToast, translatorOf } from "../form-actions.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { ContentPages, dashboardPages, focusedItemId } from "./content-pages";
import { contentIntents } from "./intents";

/**
 * Only the open page's items are sent (`?open=home`, or the page of the focused item), or with
 * `?missing=1` the items that lack a translation; every page shows its counts.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const missingOnly = params.get(listParams.missing) === "1";
  const focusedId = focusedItemId(params);
  const focused = focusedId === undefined ? undefined : await getContentItem(focusedId);
  const requested = dashboardPages.find((page) => page === params.get(listParams.open));
  const openPage = requested ?? (focused && focused.page !== "faq" ? focused.page : undefined);
  const [summaries, listed] = await Promise.all([
    countContentItemsByPage(),
    missingOnly || openPage ? listContentItems({ page: missingOnly ? undefined : openPage, missingOnly }) : [],
  ]);
  const items = listed.filter((item) => item.page !== "faq");
  const links = await listButtonLinks(items.filter((item) => item.type === "button").map((item) => item.key));
  // The library is listed only when an image item can be edited.
  const media = items.some((item) => item.type === "image") ? await listMedia() : [];
  return {
    openPage: openPage ?? null,
    summaries: Object.fromEntries(dashboardPages.map((page) => [page, summaries.get(page) ?? { items: 0, missing: 0 }])),
    items: items.map(({ createdAt: _created, updatedAt: _updated, ...item }) => item),
    links: Object.fromEntries(links.map((link) => [link.contentKey, link])),
    media,
  };
}

/** Opening an editor or a picker (?edit, ?icon, ?link…) needs no new data; a save, another page or the filter does. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const changed = (name: string) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name);
  return changed(listParams.open) || changed(listParams.missing);
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = translatorOf(context);
  const id = idFrom(formData);
  const item = id === undefined ? undefined : await getContentItem(id);
  const failed = { kind: "error", title: t("admin.toasts.contentFailed"), description: t("admin.toasts.contentFailedText") } as const;
  if (!item || item.page === "faq") return redirectWithToast(backTo(url), failed);
  // Back to the list with this item's page and section open, scrolled to it.
  const back = backTo(url);
  const toItem = `${back}${back.includes("?") ? "&" : "?"}${panelParams.item}=${item.id}#item-${item.id}`;

  return dispatchIntent(formData, {
    async [contentIntents.saveValues]() {
      const submission = parseForm(formData, contentValuesSchema, context);
      if (submission.status !== "success") return { form: `values-${item.id}`, result: submission.reply() };
      // An icon's English value is its icon name, changed only through the picker; an image picked
      // from the library (or uploaded in place) becomes both languages' value.
      const image = item.type === "image" ? await chosenImage(formData, context, { altAr: "", altEn: "" }) : {};
      if ("problem" in image) {
        const fieldErrors = { valueEn: [t(`validation.${image.problem}`)] };
        return data({ form: `values-${item.id}`, result: submission.reply({ fieldErrors }) }, { status: problemStatus[image.problem] });
      }
      const values =
        item.type === "icon" ? { valueAr: submission.value.valueAr } : image.url ? { valueAr: image.url, valueEn: image.url } : submission.value;
      // The item as it will be stored follows its type's rules (an image's values are safe URLs).
      const checked = checkContentItem({ ...item, ...values });
      if (!checked.success) {
        const fieldErrors = Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), [t(issue.message)]]));
        return { form: `values-${item.id}`, result: submission.reply({ fieldErrors }) };
      }
      await updateContentItem(item.id, values);
      return redirectWithToast(toItem, {
        kind: "success",
        title: t("admin.toasts.contentUpdated"),
        description: t("admin.toasts.contentUpdatedText"),
      });
    },
    async [contentIntents.chooseIcon]() {
      const icon = String(formData.get("icon") ?? "");
      if (item.type !== "icon" || !checkContentItem({ ...item, valueEn: icon }).success) return redirectWithToast(toItem, failed);
      await updateContentItem(item.id, { valueEn: icon });
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.iconUpdated"), description: icon });
    },
    async [contentIntents.saveLink]() {
      const submission = parseForm(formData, buttonLinkSchema, context);
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
        const updated = await updateButtonLink(existing, link);
        return redirectWithToast(
          toItem,
          updated ? { kind: "success", title: t("admin.toasts.linkUpdated") } : { kind: "error", title: t("admin.toasts.linkFailed") },
        );
      }
      try {
        await createButtonLink(link);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return redirectWithToast(toItem, { kind: "error", title: t("admin.toasts.linkFailed"), description: t("admin.toasts.linkExists") });
      }
      return redirectWithToast(toItem, { kind: "success", title: t("admin.toasts.linkCreated") });
    },
    async [contentIntents.deleteLink]() {
      const linkId = idFrom(formData, "linkId");
      const link = linkId === undefined ? undefined : await getButtonLink(linkId);
      const deleted = link?.contentKey === item.key && (await deleteButtonLink(link.id));
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
  const t = useT();
  return (
    <>
      <title>{`${t("admin.tabs.content")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("admin.content.title")}>{t("admin.content.intro")}</TabHeading>
      <ContentPages {...loaderData} actionData={actionData} />
    </>
  );
}
