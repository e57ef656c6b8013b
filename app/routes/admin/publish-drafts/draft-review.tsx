import { CalendarClock } from "lucide-react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, rowLinkStyle, SubmitButton } from "~/components/admin/buttons";
import { useLocale } from "~/components/admin/locale";
import { formatDateTime } from "~/domain/formats";
import { panelParams } from "~/components/admin/panel-params";
import type { DraftForReview } from "#db/models/content-drafts.server";

/** The review of "publish all drafts" (route.tsx), and the content tab's button that opens it. */
export const reviewPath = "/admin-dashboard/publish-drafts";
export const publishAllIntent = "publish-all";

/** A draft as the review lists it: the item's id for its draft's, and when the schedules that would publish it run. */
export interface ReviewedDraft extends Omit<DraftForReview, "contentItemId"> {
  id: number;
  /** When each pending schedule that would publish it runs (UTC). */
  scheduledAt: string[];
}

/**
 * The content tab's site-wide publish, for administrators (docs/decisions/0026-drafts-preview-translation-status.md): a link that says what it
 * does and how many drafts, to the review; the same page with and without JavaScript
 * (docs/decisions/0008-forms-without-javascript.md).
 */
export function PublishAllLink({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to={reviewPath} className={buttonStyles.primary}>
      {t("publishAll.button", { count })}
    </Link>
  );
}

/** Every draft as a card (a phone shows one column), the schedule warning, then the confirm form with each draft's fingerprint. */
export function DraftReview({ drafts, error }: { drafts: ReviewedDraft[]; error?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scheduled = drafts.some((draft) => draft.scheduledAt.length > 0);
  return (
    <>
      {error && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 font-semibold text-red-900">
          {error}
        </p>
      )}
      {drafts.length === 0 ? (
        <p role="status" className="mb-4 text-slate-800">
          {t("publishAll.empty")}
        </p>
      ) : (
        <>
          {scheduled && (
            <p className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
              <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t("publishAll.scheduledWarning")}
            </p>
          )}
          <ol aria-label={t("publishAll.listLabel")} className="grid gap-3">
            {drafts.map((draft) => (
              <li key={draft.id} data-draft={draft.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="text-base font-bold break-all text-slate-900">
                  <bdi dir="ltr">{draft.key}</bdi>
                </h3>
                <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-semibold text-slate-600">{t("publishAll.page")}</dt>
                  <dd className="text-slate-900">{draft.page === "faq" ? t("admin.tabs.faq") : t(`admin.content.pages.${draft.page}` as never)}</dd>
                  <dt className="font-semibold text-slate-600">{t("publishAll.changes")}</dt>
                  <dd className="text-slate-900">{t(changesKey(draft.changes))}</dd>
                  <dt className="font-semibold text-slate-600">{t("publishAll.savedBy")}</dt>
                  <dd className="break-all text-slate-900">
                    {draft.savedBy ? <bdi dir="ltr">{draft.savedBy}</bdi> : t("publishAll.savedByUnknown")}
                  </dd>
                  <dt className="font-semibold text-slate-600">{t("publishAll.savedAt")}</dt>
                  <dd className="text-slate-900">
                    <bdi>{formatDateTime(draft.updatedAt, locale)}</bdi>
                  </dd>
                  <dt className="font-semibold text-slate-600">{t("publishAll.schedule")}</dt>
                  <dd className={draft.scheduledAt.length > 0 ? "font-semibold text-amber-900" : "text-slate-900"}>
                    {draft.scheduledAt.length === 0
                      ? t("publishAll.notScheduled")
                      : draft.scheduledAt.map((at) => (
                          <span key={at} className="block">
                            {t("publishAll.scheduledFor", { time: formatDateTime(at, locale, { weekday: true }) })}
                          </span>
                        ))}
                  </dd>
                </dl>
                <Link
                  to={draft.page === "faq" ? "/admin-dashboard/faq" : `/admin-dashboard?${panelParams.item}=${draft.id}#item-${draft.id}`}
                  aria-label={t("publishAll.open", { key: draft.key })}
                  className={`${rowLinkStyle} mt-2 inline-block -ms-2`}
                >
                  {t("publishAll.openShort")}
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        {drafts.map((draft) => (
          <input key={draft.id} type="hidden" name="draft" value={draft.fingerprint} />
        ))}
        {drafts.length > 0 && (
          <SubmitButton intent={publishAllIntent} pendingLabel={t("publishAll.publishing")}>
            {t("publishAll.confirm", { count: drafts.length })}
          </SubmitButton>
        )}
        <Link to="/admin-dashboard" className={buttonStyles.secondary}>
          {t("publishAll.back")}
        </Link>
      </Form>
    </>
  );
}

function changesKey(changes: DraftForReview["changes"]) {
  if (changes.length === 2) return "publishAll.changesBoth" as const;
  if (changes.length === 0) return "publishAll.changesNone" as const;
  return changes[0] === "ar" ? ("publishAll.changesAr" as const) : ("publishAll.changesEn" as const);
}
