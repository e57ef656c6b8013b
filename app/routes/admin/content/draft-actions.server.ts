import type { TFunction } from "i18next";
import { data, redirect } from "react-router";
import type { Actor } from "#db/models/activity.server";
import { publishContentDrafts } from "#db/models/content-items.server";
import { redirectWithToast } from "../form-actions.server";
import { mayPublishEveryDraft, type RoleHolder } from "~/domain/roles";
import { reviewPath } from "../publish-drafts/draft-review";
import { dashboardPages } from "~/domain/content-types";

/**
 * "Publish Arabic", "Publish English" or "Publish both" (a `languages` field: ar, en, or anything
 * else for both) of one item's draft (an `id`) or a page's (a `page`): one content transaction, then
 * back to the list (docs/decisions/0026-drafts-preview-translation-status.md,
 * 0044-scheduled-publishing.md). Neither is every draft, which is published only after its review
 * (docs/decisions/0026-drafts-preview-translation-status.md, amendment): an administrator is sent there, an editor is refused (403).
 */
export async function publishDraftsFromForm(formData: FormData, back: string, t: TFunction, actor: Actor, user: RoleHolder) {
  const field = formData.get("page");
  const page = dashboardPages.find((candidate) => candidate === field);
  const idField = formData.get("id");
  const id = typeof idField === "string" && /^\d{1,9}$/.test(idField) ? Number(idField) : undefined;
  if ((field !== null && field !== "" && !page) || (idField !== null && idField !== "" && id === undefined)) {
    return redirectWithToast(back, { kind: "error", title: t("admin.toasts.contentFailed") });
  }
  if (!page && id === undefined) {
    if (!mayPublishEveryDraft(user)) throw data(null, { status: 403 });
    return redirect(reviewPath);
  }
  const language = formData.get("languages");
  const languages = language === "ar" || language === "en" ? ([language] as const) : undefined;
  const published = await publishContentDrafts({ page, ids: id === undefined ? undefined : [id], languages }, actor);
  if (published.length === 0) {
    const none = language === "ar" ? "publishLanguage.noDraftsAr" : language === "en" ? "publishLanguage.noDraftsEn" : "admin.toasts.noDrafts";
    return redirectWithToast(back, { kind: "error", title: t(none) });
  }
  const description =
    language === "ar" ? "publishLanguage.publishedAr" : language === "en" ? "publishLanguage.publishedEn" : "admin.toasts.draftsPublishedText";
  return redirectWithToast(back, {
    kind: "success",
    title: t("admin.toasts.draftsPublished", { count: published.length }),
    description: t(description),
  });
}
