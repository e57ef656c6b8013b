import type { TFunction } from "i18next";
import type { Actor } from "#db/models/activity.server";
import { publishContentDrafts } from "#db/models/content-items.server";
import { redirectWithToast } from "../form-actions.server";
import { dashboardPages } from "./types";

/**
 * "Publish this page's drafts" (a `page` field) and "Publish all drafts" (none): one content
 * transaction, then back to the list (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export async function publishDraftsFromForm(formData: FormData, back: string, t: TFunction, actor: Actor) {
  const field = formData.get("page");
  const page = dashboardPages.find((candidate) => candidate === field);
  if (field !== null && field !== "" && !page) return redirectWithToast(back, { kind: "error", title: t("admin.toasts.contentFailed") });
  const published = await publishContentDrafts(page, actor);
  if (published.length === 0) return redirectWithToast(back, { kind: "error", title: t("admin.toasts.noDrafts") });
  return redirectWithToast(back, {
    kind: "success",
    title: t("admin.toasts.draftsPublished", { count: published.length }),
    description: t("admin.toasts.draftsPublishedText"),
  });
}
