import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { CalendarClock } from "lucide-react";
import { Badge } from "~/components/admin/badge";
import { SubmitButton } from "~/components/admin/buttons";
import { FieldError, HintedLtrField, inputStyles } from "~/components/admin/form-fields";
import type { StringKey } from "~/components/admin/locale";
import { formatDateTime } from "~/domain/formats";
import { isLocale } from "~/domain/locale";
import { authorRemoved, pageRemoved } from "~/domain/schedule-reasons";
import { itemLabel } from "~/components/admin/item-label";
import { dashboardPages } from "~/domain/content-types";
import { type ChosenScope, scheduleIntents, type ScheduleFormErrors, type ScheduleFormValues } from "./intents";

interface Draft {
  id: number;
  key: string;
  page: string;
}

/** A campaign page as the form's picker and a schedule's line name it. */
interface CampaignPage {
  id: number;
  slug: string;
  titleAr: string;
  titleEn: string;
}

interface Schedule {
  id: number;
  pageId: number | null;
  action: "publish" | "unpublish";
  at: string;
  page: string | null;
  ids: number[] | null;
  languages: string[];
  createdBy: string;
  status: "pending" | "done" | "failed" | "cancelled";
  reason: string | null;
  published: number | null;
}

const emptyForm: ScheduleFormValues = { date: "", time: "", scope: "all", page: "", ids: [], pageId: "", action: "publish", languages: "both" };

/** A campaign page's title in the reader's language, else the other's, else its slug. */
function campaignTitle(page: CampaignPage, locale: "ar" | "en") {
  const [first, second] = locale === "ar" ? [page.titleAr, page.titleEn] : [page.titleEn, page.titleAr];
  return first.trim() || second.trim() || page.slug;
}

export function useQatarTime() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  return (iso: string) => formatDateTime(iso, locale, { weekday: true });
}

/** The time field and the date field: text, so both numeral forms can be typed; errors and hints read by screen readers. */
function TextField({ name, label, hint, value, errors }: { name: "date" | "time"; label: string; hint: string; value: string; errors?: string[] }) {
  const id = `schedule-${name}`;
  const field = { id, name, label, hint, value, placeholder: name === "date" ? "29/11/2026" : "08:00" };
  return (
    <HintedLtrField field={field} errors={errors} starred align="text-end" input={{ required: true, inputMode: "numeric" }}>
      <FieldError id={`${id}-error`} errors={errors} />
    </HintedLtrField>
  );
}

const radio = "size-4 accent-sky-700";

/** One choice of the form's radio groups: the scope, the action, the languages. */
function Radio({ name, value, checked, label }: { name: "scope" | "action" | "languages"; value: string; checked: boolean; label: string }) {
  return (
    <label className="flex items-center gap-2">
      <input type="radio" name={name} value={value} defaultChecked={checked} className={radio} />
      {label}
    </label>
  );
}

/** The page a schedule publishes: a dashboard page or a campaign page, "—" for none chosen yet. */
interface PageSelectProps {
  name: "page" | "pageId";
  label: string;
  value: string;
  errors?: string[];
  options: { value: string; label: string }[];
  className: string;
}

function PageSelect({ name, label, value, errors, options, className }: PageSelectProps) {
  const id = name === "page" ? "schedule-page" : "schedule-page-id";
  return (
    <div className={className}>
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-error`}
        className={`${inputStyles} max-w-xs`}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** Schedules a publish: when (Qatar time), which drafts and which languages. A refused form keeps what was typed. */
export function ScheduleForm({
  drafts,
  campaignPages,
  mayScheduleAll,
  refused,
  chosen,
}: {
  drafts: Draft[];
  /** The campaign pages a schedule may publish or unpublish (docs/decisions/0060-campaign-pages.md). */
  campaignPages: CampaignPage[];
  /** Administrators may schedule every draft at once; an editor chooses a page or items. */
  mayScheduleAll: boolean;
  refused?: { values: ScheduleFormValues; errors: ScheduleFormErrors };
  /** A page or items chosen before coming here ("Schedule…" beside an item's or a page's Publish), or a campaign page. */
  chosen?: ChosenScope;
}) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const preset =
    chosen && "pageId" in chosen
      ? { ...emptyForm, scope: "campaign" as const, pageId: chosen.pageId, action: chosen.action }
      : chosen && "page" in chosen
        ? { ...emptyForm, scope: "page" as const, page: chosen.page }
        : chosen
          ? { ...emptyForm, scope: "items" as const, ids: chosen.ids }
          : mayScheduleAll
            ? emptyForm
            : { ...emptyForm, scope: "page" as const };
  const values = refused?.values ?? preset;
  const errors = refused?.errors ?? {};
  return (
    <section aria-labelledby="schedule-new" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="schedule-new" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarClock className="size-5" aria-hidden="true" />
        {t("schedule.newTitle")}
      </h3>
      {/* A new key per refusal: the fields show what was sent back, with JavaScript on or off. */}
      <Form method="post" noValidate className="grid gap-4" key={JSON.stringify(refused ?? null)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="date" label={t("schedule.date")} hint={t("schedule.dateHint")} value={values.date} errors={errors.date} />
          <TextField name="time" label={t("schedule.time")} hint={t("schedule.timeHint")} value={values.time} errors={errors.time} />
        </div>
        <fieldset className="grid gap-2" aria-describedby="schedule-scope-error">
          <legend className="font-semibold text-slate-800">{t("schedule.scope")}</legend>
          {(mayScheduleAll ? (["all", "page", "items"] as const) : (["page", "items"] as const)).map((scope) => (
            <Radio
              key={scope}
              name="scope"
              value={scope}
              checked={values.scope === scope}
              label={t(`schedule.${scope === "all" ? "scopeAll" : scope === "page" ? "scopePage" : "scopeItems"}`)}
            />
          ))}
          <FieldError id="schedule-scope-error" errors={errors.scope} />
          <PageSelect
            name="page"
            label={t("schedule.page")}
            value={values.page}
            errors={errors.page}
            options={dashboardPages.map((page) => ({ value: page, label: t(`admin.content.pages.${page}`) }))}
            className="grid gap-1 ps-6"
          />
          <fieldset className="grid gap-1 ps-6" aria-describedby="schedule-ids-error">
            <legend className="text-slate-800">{t("schedule.items")}</legend>
            {drafts.length === 0 ? (
              <p className="text-sm text-slate-700">{t("schedule.noDraftsNow")}</p>
            ) : (
              drafts.map((draft) => (
                <label key={draft.id} className="flex items-center gap-2">
                  <input type="checkbox" name="ids" value={draft.id} defaultChecked={values.ids.includes(String(draft.id))} className={radio} />
                  <span>
                    {itemLabel(draft.key, t, locale)}{" "}
                    <span className="text-sm text-slate-700">
                      {`(${t((dashboardPages as readonly string[]).includes(draft.page) ? (`admin.content.pages.${draft.page}` as StringKey) : "admin.tabs.faq")})`}
                    </span>
                  </span>
                </label>
              ))
            )}
            <FieldError id="schedule-ids-error" errors={errors.ids} />
          </fieldset>
          <Radio name="scope" value="campaign" checked={values.scope === "campaign"} label={t("schedule.scopeCampaign")} />
          <div className="grid gap-2 ps-6">
            {campaignPages.length === 0 ? (
              <p className="text-sm text-slate-700">{t("schedule.noCampaignPages")}</p>
            ) : (
              <PageSelect
                name="pageId"
                label={t("schedule.campaignPage")}
                value={values.pageId}
                errors={errors.pageId}
                options={campaignPages.map((page) => ({ value: String(page.id), label: `${campaignTitle(page, locale)} (/${page.slug})` }))}
                className="grid gap-1"
              />
            )}
            <fieldset className="grid gap-1">
              <legend className="text-slate-800">{t("schedule.action")}</legend>
              {(["publish", "unpublish"] as const).map((action) => (
                <Radio
                  key={action}
                  name="action"
                  value={action}
                  checked={values.action === action}
                  label={t(action === "publish" ? "schedule.actionPublish" : "schedule.actionUnpublish")}
                />
              ))}
            </fieldset>
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-800">{t("schedule.languages")}</legend>
          {(["both", "ar", "en"] as const).map((choice) => (
            <Radio
              key={choice}
              name="languages"
              value={choice}
              checked={values.languages === choice}
              label={t(choice === "both" ? "schedule.languagesBoth" : choice === "ar" ? "schedule.languagesAr" : "schedule.languagesEn")}
            />
          ))}
        </fieldset>
        <div>
          <SubmitButton intent={scheduleIntents.create} pendingLabel={t("admin.actions.saving")}>
            {t("schedule.create")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** "Page: Home · Arabic and English": what a schedule publishes, for its entry here and its lines in the activity log. */
export function useScopeLabel() {
  const { t } = useTranslation();
  return (schedule: { page: string | null; itemCount: number | null; languages: readonly string[] }) => {
    const page = schedule.page
      ? t("schedule.scopePageLabel", {
          page: (dashboardPages as readonly string[]).includes(schedule.page)
            ? t(`admin.content.pages.${schedule.page}` as StringKey)
            : schedule.page,
        })
      : undefined;
    const items = schedule.itemCount === null ? undefined : t("schedule.scopeItemsLabel", { count: schedule.itemCount });
    const scope = [page, items].filter(Boolean).join(" · ") || t("schedule.scopeAllLabel");
    const both = schedule.languages.includes("ar") && schedule.languages.includes("en");
    const languages = t(both ? "schedule.languagesBoth" : schedule.languages.includes("ar") ? "schedule.languagesAr" : "schedule.languagesEn");
    return `${scope} · ${languages}`;
  };
}

const statusTones = { pending: "sky", done: "emerald", failed: "red", cancelled: "slate" } as const;

/** A campaign page's schedule: what it does to which page, the page's title linking to its editor (the Pages tab). */
function CampaignScope({ schedule, campaignPages }: { schedule: Schedule; campaignPages: CampaignPage[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  const page = campaignPages.find((candidate) => candidate.id === schedule.pageId);
  const both = schedule.languages.includes("ar") && schedule.languages.includes("en");
  const languages = t(both ? "schedule.languagesBoth" : schedule.languages.includes("ar") ? "schedule.languagesAr" : "schedule.languagesEn");
  const key = schedule.action === "unpublish" ? "schedule.campaignUnpublishLabel" : "schedule.campaignPublishLabel";
  if (!page) return <>{`${t(key, { title: t("schedule.campaignGone") })} · ${languages}`}</>;
  return (
    <>
      <a href={`/admin-dashboard/pages/${page.id}`} className="font-semibold text-sky-800 underline">
        {t(key, { title: campaignTitle(page, locale) })}
      </a>{" "}
      <bdi dir="ltr">{`/${page.slug}`}</bdi>
      {` · ${languages}`}
    </>
  );
}

/** A schedule's time (Qatar time) and status, what it publishes and who set it: the head of each entry, pending or past. */
function ScheduleSummary({ schedule, campaignPages }: { schedule: Schedule; campaignPages: CampaignPage[] }) {
  const { t } = useTranslation();
  const qatarTime = useQatarTime();
  const scopeLabel = useScopeLabel();
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
        <time dateTime={schedule.at}>{qatarTime(schedule.at)}</time>
        <Badge tone={statusTones[schedule.status]}>{t(`schedule.status.${schedule.status}`)}</Badge>
      </p>
      <p className="text-sm text-slate-700">
        {schedule.pageId === null ? (
          scopeLabel({ page: schedule.page, itemCount: schedule.ids?.length ?? null, languages: schedule.languages })
        ) : (
          <CampaignScope schedule={schedule} campaignPages={campaignPages} />
        )}
      </p>
      <p className="text-sm text-slate-700">{t("schedule.setBy", { email: schedule.createdBy })}</p>
    </>
  );
}

const sections = {
  pending: { className: "mb-8", testId: "pending-schedules" },
  history: { className: undefined, testId: "schedule-history" },
} as const;

/** The pending schedules or the past ones: a heading, a line when there are none, else each schedule's summary and `children`. */
function ScheduleSection<Listed extends Schedule>({
  which,
  schedules,
  campaignPages,
  children,
}: {
  which: keyof typeof sections;
  schedules: Listed[];
  campaignPages: CampaignPage[];
  children: (schedule: Listed) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`schedule-${which}`} className={sections[which].className}>
      <h3 id={`schedule-${which}`} className="mb-3 text-lg font-bold text-slate-900">
        {t(`schedule.${which}Title`)}
      </h3>
      {schedules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t(`schedule.${which}Empty`)}</p>
      ) : (
        <ul className="grid gap-3" data-testid={sections[which].testId}>
          {schedules.map((schedule) => (
            <li key={schedule.id} className="rounded-xl border border-slate-200 bg-white p-4" data-schedule={schedule.id}>
              <ScheduleSummary schedule={schedule} campaignPages={campaignPages} />
              {children(schedule)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The pending schedules with the drafts each would publish now and a cancel button; then the others. */
export function ScheduleList({
  pending,
  history,
  campaignPages,
}: {
  pending: (Schedule & { drafts: { id: number; key: string }[] })[];
  history: Schedule[];
  campaignPages: CampaignPage[];
}) {
  const { t } = useTranslation();
  const qatarTime = useQatarTime();
  return (
    <>
      <ScheduleSection which="pending" schedules={pending} campaignPages={campaignPages}>
        {(schedule) => (
          <>
            {schedule.pageId !== null ? null : schedule.drafts.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700">{t("schedule.nothingYet")}</p>
            ) : (
              <>
                <p className="mt-2 text-sm font-semibold text-slate-800">{t("schedule.willPublish", { count: schedule.drafts.length })}</p>
                <ul className="ms-4 list-disc text-sm">
                  {schedule.drafts.map((draft) => (
                    <li key={draft.id} dir="ltr" className="w-fit font-mono">
                      {draft.key}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Form method="post" className="mt-3">
              <input type="hidden" name="id" value={schedule.id} />
              <SubmitButton
                intent={scheduleIntents.cancel}
                id={schedule.id}
                variant="dangerOutline"
                pendingLabel={t("admin.actions.saving")}
                ariaLabel={t("schedule.cancelLabel", { time: qatarTime(schedule.at) })}
              >
                {t("schedule.cancel")}
              </SubmitButton>
            </Form>
          </>
        )}
      </ScheduleSection>
      <ScheduleSection which="history" schedules={history} campaignPages={campaignPages}>
        {(schedule) => (
          <p className="text-sm text-slate-800">
            {schedule.status === "done" &&
              t(
                schedule.pageId === null
                  ? "schedule.published"
                  : schedule.action === "unpublish"
                    ? "schedule.pageUnpublished"
                    : "schedule.pagePublished",
                { count: schedule.published ?? 0 },
              )}
            {schedule.reason === pageRemoved
              ? t(schedule.status === "failed" ? "schedule.pageRemovedFailed" : "schedule.pageRemovedCancelled")
              : schedule.reason === authorRemoved
                ? t(schedule.status === "failed" ? "schedule.authorRemovedFailed" : "schedule.authorRemovedCancelled")
                : schedule.status === "failed"
                  ? t("schedule.failedBecause", { reason: schedule.reason ?? "" })
                  : schedule.status === "cancelled" && t("schedule.cancelledBy", { email: schedule.reason ?? "" })}
          </p>
        )}
      </ScheduleSection>
    </>
  );
}
