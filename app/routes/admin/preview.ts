import { redirect } from "react-router";
import { discardContentDrafts } from "#db/models/content-drafts.server";
import { publishContentDrafts } from "#db/models/content-items.server";
import { pageByPath, splitLocalePath } from "~/config/pages";
import { actorOf } from "~/services/actor.server";
import { safeRedirectPath } from "~/services/auth.server";
import { previewParam } from "~/services/preview.server";
import { previewFlashForm } from "~/routes/site/preview.server";
import { contentPages } from "~/domain/content-types";
import type { Route } from "./+types/preview";
import { requireEnrolledAdmin } from "~/features/two-factor/require-second-factor.route.server";
import { dispatchIntent, redirectWithToast } from "./form-actions.server";

/** The preview banner's forms only post; a visit goes to the dashboard. */
export function loader() {
  return redirect("/admin-dashboard");
}

/** A public page path to return to, or the home page: never another site. */
function publicPathFrom(value: FormDataEntryValue | null) {
  const path = safeRedirectPath(value, "/");
  const { pathname } = new URL(path, "http://return.invalid");
  return pageByPath(splitLocalePath(pathname).path) || pathname === "/newsletter" || pathname === "/en/newsletter" ? pathname : "/";
}

/**
 * The preview banner (app/components/site/preview-banner.tsx): publish or discard one page's
 * drafts, then back to the page's preview with a notice (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = actorOf(context, await requireEnrolledAdmin(request, context, url));
  const formData = await request.formData();
  const page = contentPages.find((candidate) => candidate === formData.get("page"));
  const back = `${publicPathFrom(formData.get("return"))}?${previewParam}=1`;
  if (!page) return redirectWithToast(back, { kind: "error", title: "admin.preview.failed", form: previewFlashForm });
  return dispatchIntent(formData, {
    async publish() {
      const language = formData.get("languages");
      const languages = language === "ar" || language === "en" ? ([language] as const) : undefined;
      const published = await publishContentDrafts({ page, languages }, actor);
      return redirectWithToast(back, {
        kind: "success",
        title: "admin.preview.published",
        description: String(published.length),
        form: previewFlashForm,
      });
    },
    async discard() {
      const discarded = await discardContentDrafts(page, actor);
      return redirectWithToast(back, { kind: "success", title: "admin.preview.discarded", description: String(discarded), form: previewFlashForm });
    },
  });
}
