import { createSchedule, listSchedules, pendingScheduleLimits, TooManySchedules } from "#db/models/publish-schedules.server";
import { getI18n } from "~/lib/i18n.server";
import { pageExists } from "~/features/pages/pages.model.server";
import { mayPublishEveryDraft } from "~/domain/roles";
import { apiAdmin, apiError, createAction, json } from "~/services/api.server";
import { readDraftScope, scopeLanguages } from "~/services/draft-scope.server";
import { checkScheduleTime, scheduleSchema } from "~/schemas/schedule";
import { adminOperations, ref, arrayOf } from "~/services/openapi.server";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** Pending schedules soonest first, then the latest done, failed and cancelled ones (docs/decisions/0044-scheduled-publishing.md). */
export async function loader() {
  return json(await listSchedules());
}

/** A publish at a chosen time: `{at, page?, ids?, languages?}`, or a campaign page's `{at, pageId, action?, languages?}` → 201 with the schedule. */
export const action = createAction(async ({ request, context, actor }) => {
  const input = (await readDraftScope(request, context, scheduleSchema, { optional: false }))!;
  const { t } = getI18n(context);
  const refuse = (field: string, text: string) => apiError(400, text, { errors: { [field]: [text] } });
  // A campaign page's schedule names the page and nothing of drafts; only a page is unpublished (docs/decisions/0060-campaign-pages.md).
  if (input.pageId !== undefined && (input.page || input.ids)) throw refuse("pageId", t("schedule.errors.pageOrDrafts"));
  if (input.action === "unpublish" && input.pageId === undefined) throw refuse("action", t("schedule.errors.unpublishNeedsPage"));
  if (input.pageId !== undefined && !(await pageExists(input.pageId))) throw refuse("pageId", t("schedule.errors.unknownPage", { id: input.pageId }));
  // Every draft at once, now or at a time, is for administrators (as POST /api/admin/drafts/publish).
  if (!input.page && !input.ids && input.pageId === undefined && !mayPublishEveryDraft(apiAdmin(context).user))
    throw apiError(403, getI18n(context).t("schedule.errors.allForAdministrators"));
  const time = checkScheduleTime(input.at, Date.now());
  if ("problem" in time) {
    const text = getI18n(context).t(`schedule.errors.${time.problem}`);
    throw apiError(400, text, { errors: { at: [text] } });
  }
  try {
    const schedule = await createSchedule(
      { at: time.at, page: input.page, ids: input.ids, pageId: input.pageId, action: input.action, languages: scopeLanguages(input.languages) },
      actor,
    );
    return json(schedule, { status: 201 });
  } catch (error) {
    if (!(error instanceof TooManySchedules)) throw error;
    const key = error.limit === "total" ? "schedule.errors.tooManyTotal" : "schedule.errors.tooManyYours";
    throw apiError(409, getI18n(context).t(key, { count: pendingScheduleLimits[error.limit] }));
  }
});

/** This route's operations in the OpenAPI document (app/services/openapi.server.ts collects them from the build). */
export const openapi = adminOperations("Content", {
  get: {
    summary: "Publish schedules: pending ones soonest first, then the latest done, failed and cancelled",
    success: { status: 200, description: "The schedules.", schema: arrayOf("PublishSchedule") },
  },
  post: {
    summary: "Publish drafts, or publish or unpublish a campaign page, at a chosen time (within 60 s of it), exactly once",
    body: { schema: scheduleSchema, orString: true },
    success: { status: 201, description: "The pending schedule.", schema: ref("PublishSchedule") },
    errors: {
      400: "`at` not ISO-8601 with an offset, past, or more than a year ahead; an unknown page, item or campaign page (named); `pageId` with `page` or `ids`; `unpublish` without `pageId`.",
      403: "Every draft (neither page, ids nor pageId) asked by an editor: that is for administrators; or a cross-site request.",
      409: "100 schedules already wait in all, or 20 of the caller's: the message says which.",
    },
  },
});
