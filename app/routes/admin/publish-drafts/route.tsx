import { data } from "react-router";
import { z } from "zod";
import { useTranslation } from "~/lib/use-translation";
import { listDraftsForReview } from "#db/models/content-drafts.server";
import { publishListedDrafts } from "#db/models/content-items.server";
import { listSchedules, schedulesPublishing } from "#db/models/publish-schedules.server";
import { getT } from "~/lib/i18n.server";
import { TabHeading } from "~/components/admin/tab-heading";
import { contentPages } from "~/domain/content-types";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentActor } from "../dashboard/admin-context.server";
import { dispatchIntent, redirectWithToast } from "../form-actions.server";
import { DraftReview, publishAllIntent, reviewPath } from "./draft-review";

/*
 * "Publish all drafts" as a review (docs/decisions/0026-drafts-preview-translation-status.md, amendment of 2026-11-28):
 * every draft with what it changes, who saved it and when, and the pending schedules that would
 * publish it; then one confirm. The page is for administrators only: its handle opens it to no
 * editor (app/domain/roles.ts), so the dashboard's guard answers an editor 403 before this module runs.
 * The form sends back each listed draft's fingerprint, and only those drafts are published.
 */

/** The drafts of the content tab's pages first, in the tab's order, then by key. */
const pageOrder = (page: string) => contentPages.indexOf(page as (typeof contentPages)[number]);

export async function loader() {
  const [drafts, schedules] = await Promise.all([listDraftsForReview(), listSchedules(0)]);
  const pending = schedules.filter((schedule) => schedule.status === "pending");
  return {
    drafts: drafts
      .sort((a, b) => pageOrder(a.page) - pageOrder(b.page) || a.key.localeCompare(b.key))
      .map(({ contentItemId, key, page, changes, savedBy, updatedAt, fingerprint }) => ({
        id: contentItemId,
        key,
        page,
        changes,
        savedBy,
        updatedAt,
        fingerprint,
        // What a pending schedule would publish if it ran now (docs/decisions/0044-scheduled-publishing.md).
        scheduledAt: schedulesPublishing(pending, { id: contentItemId, page, changes }),
      })),
  };
}

/** The fingerprints the review listed (db/models/content-drafts.server.ts draftFingerprint): at least one, at most the form's limit. */
const confirmedDrafts = z
  .array(z.string().regex(/^\d{1,9}\.[0-9a-f]{16}$/))
  .min(1)
  .max(1000);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const t = getT(context);
  return dispatchIntent(formData, {
    async [publishAllIntent]() {
      const listed = confirmedDrafts.safeParse(formData.getAll("draft"));
      if (!listed.success) return data({ error: t("publishAll.invalid") }, { status: 400 });
      const { published, left } = await publishListedDrafts(listed.data, currentActor(context));
      const title = t("admin.toasts.draftsPublished", { count: published.length });
      // A draft saved after the list was shown stays a draft, and the review lists it again.
      if (left > 0) {
        return redirectWithToast(reviewPath, {
          kind: published.length > 0 ? "success" : "error",
          title,
          description: t("publishAll.left", { count: left }),
        });
      }
      if (published.length === 0) return redirectWithToast("/admin-dashboard", { kind: "error", title: t("admin.toasts.noDrafts") });
      return redirectWithToast("/admin-dashboard", { kind: "success", title, description: t("admin.toasts.draftsPublishedText") });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="content" />;
}

export default function PublishDraftsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <TabHeading documentTitle={t("publishAll.title")} title={t("publishAll.title")}>
        {t("publishAll.intro")}
      </TabHeading>
      <DraftReview drafts={loaderData.drafts} error={actionData?.error} />
    </>
  );
}
