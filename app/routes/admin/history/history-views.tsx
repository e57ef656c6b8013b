import type { TFunction } from "i18next";
import { Form, Link } from "react-router";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import type { NumberedRevision, Revision, RevisionEntity } from "#db/models/revisions.server";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { historyHref } from "~/components/admin/history-link";
import { itemLabel } from "~/components/admin/item-label";
import { useTranslation } from "~/lib/use-translation";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { DateTime } from "~/components/admin/date-time";
import { useQueryHref } from "~/components/admin/panel-params";
import { dirOfLang } from "~/components/admin/word-diff-view";
import { shownFields, shownValue } from "./fields";
import { type ComparedField, FieldComparison } from "../conflict-view";
import { formatNumber } from "~/domain/formats";
import { historyIntents } from "./intents";

type Row = Record<string, unknown>;

/** A version as the page gets it (route.tsx versionView): its state, the row it wrote or deleted, shown fields only. */
export type VersionView = Omit<NumberedRevision, "before" | "after"> & { state: Row | null };

/**
 * A field's name in the dashboard's language: the history's own label, else the one its form or the
 * launch checklist gives it (the company's facts), else the column's name.
 */
function fieldLabel(t: TFunction, base: string) {
  for (const key of [`admin.history.fields.${base}`, `checklist.fields.${base}`, `company.${base}`]) {
    const label = t(key as StringKey);
    if (label !== key && typeof label === "string") return label;
  }
  return base;
}

function useShow() {
  const { t } = useTranslation();
  return (value: unknown) => shownValue(value, (flag) => t(flag ? "admin.history.yes" : "admin.history.no"));
}

/** A field's text in its language's direction, or "(empty)". */
function Value({ value, lang }: { value: string; lang?: "ar" | "en" }) {
  const { t } = useTranslation();
  if (value === "") return <p className="text-slate-600">{t("admin.history.emptyValue")}</p>;
  return (
    <p lang={lang} dir={dirOfLang(lang)} className="whitespace-pre-wrap break-words">
      {value}
    </p>
  );
}

/** A version whole: every shown field, an Arabic/English pair side by side (stacked on a phone), each in its direction. */
function Snapshot({ entity, state }: { entity: RevisionEntity; state: Row }) {
  const { t } = useTranslation();
  const show = useShow();
  return (
    <dl className="mt-3 grid gap-3 text-sm" data-testid="version-fields">
      {shownFields(entity, state).map(({ base, pair }) => (
        <div key={base} className="border-b border-slate-100 pb-2" data-field={base}>
          <dt className="font-semibold text-slate-800">{fieldLabel(t, base)}</dt>
          {pair ? (
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              {(["ar", "en"] as const).map((lang) => (
                <div key={lang}>
                  <span className="block text-xs text-slate-700">{t(lang === "ar" ? "admin.history.arabic" : "admin.history.english")}</span>
                  <Value value={show(state[`${base}${lang === "ar" ? "Ar" : "En"}`])} lang={lang} />
                </div>
              ))}
            </dd>
          ) : (
            <dd className="mt-1">
              <Value value={show(state[base])} />
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/** One version beside the current one, field by field (the conflict view's comparison). */
/** When a version was made and by whom: the date isolated, the email left to right. */
function WhenAndWho({ createdAt, actorEmail }: { createdAt: string; actorEmail: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="text-sm text-slate-700">
        <DateTime iso={createdAt} />
      </span>
      <span className="text-sm text-slate-700">
        {t("admin.history.by")} <bdi dir="ltr">{actorEmail}</bdi>
      </span>
    </>
  );
}

export function CompareWithCurrent({ entity, revision, current }: { entity: RevisionEntity; revision: VersionView; current: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const show = useShow();
  const queryHref = useQueryHref();
  const state = revision.state ?? {};
  const number = formatNumber(revision.number, locale);
  const fields: ComparedField[] = shownFields(entity, state, current).flatMap(({ base, pair }) =>
    pair
      ? (["ar", "en"] as const).map((lang) => {
          const name = `${base}${lang === "ar" ? "Ar" : "En"}`;
          return {
            name,
            label: t("admin.history.fieldInLanguage", {
              field: fieldLabel(t, base),
              language: t(lang === "ar" ? "admin.history.arabic" : "admin.history.english"),
            }),
            lang,
            from: show(state[name]),
            to: show(current[name]),
          };
        })
      : [{ name: base, label: fieldLabel(t, base), from: show(state[base]), to: show(current[base]) }],
  );
  const changed = fields.filter((field) => field.from !== field.to).length;
  return (
    <section id="compare" className="mb-6 rounded-xl border border-sky-300 bg-white p-5 shadow-sm" data-testid="compare">
      <h2 id="compare-title" className="text-lg font-bold text-slate-900">
        {t("admin.history.compareTitle", { number })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {changed === 0 ? t("admin.history.compareSame") : t("admin.history.compareChanged", { count: changed })}
      </p>
      <FieldComparison
        fields={fields}
        headings={{
          field: t("admin.history.field"),
          from: t("admin.history.versionNumber", { number }),
          to: t("admin.history.currentVersion"),
          difference: t("admin.history.difference"),
        }}
        sides={["version", "current"]}
        label={t("admin.history.compareTitle", { number })}
        unchanged={t("admin.history.unchanged")}
      />
      <p className="mt-2 text-sm text-slate-700">{t("admin.history.compareLegend")}</p>
      <Link to={queryHref({ compare: null })} preventScrollReset className={`${buttonStyles.secondary} mt-3`}>
        {t("admin.history.closeCompare")}
      </Link>
    </section>
  );
}

/**
 * `currentVersion`: the item's version when the page was read; a restore names it (docs/decisions/0043-versions-and-conflicts.md).
 * `currentId`: the revision that reads as the item does now, marked «الحالية» and not restorable.
 * `asDraft`: a content item's version is restored as a draft first, "Restore and publish" second
 * (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function RevisionList({
  entity,
  revisions,
  currentVersion,
  currentId,
  asDraft,
}: {
  entity: RevisionEntity;
  revisions: VersionView[];
  currentVersion?: number;
  currentId?: number;
  asDraft?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryHref = useQueryHref();
  if (revisions.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.history.empty")}</p>;
  }
  return (
    <ol className="grid gap-4">
      {revisions.map((revision) => {
        const version = t("admin.history.versionNumber", { number: formatNumber(revision.number, locale) });
        const isCurrent = revision.id === currentId;
        const { state } = revision;
        return (
          <li
            key={revision.id}
            id={`revision-${revision.id}`}
            className={`rounded-xl border bg-white p-5 shadow-sm ${isCurrent ? "border-2 border-sky-600" : "border-slate-200"}`}
            data-testid="revision"
            data-number={revision.number}
            data-current={isCurrent || undefined}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="text-lg font-bold text-slate-900">{version}</h3>
              {isCurrent && (
                <span className="rounded-full border border-sky-700 bg-sky-50 px-2 py-0.5 text-sm font-bold text-sky-900" data-testid="current-badge">
                  {t("admin.history.current")}
                </span>
              )}
              <span className="text-sm text-slate-700">{t(`admin.history.actions.${revision.action}` as StringKey)}</span>
              <WhenAndWho createdAt={revision.createdAt} actorEmail={revision.actorEmail} />
              {revision.restoredFromNumber !== null && (
                <span className="text-sm text-slate-700">
                  {t("admin.history.restoredFromVersion", { number: formatNumber(revision.restoredFromNumber, locale) })}
                </span>
              )}
            </div>
            {revision.action === "delete" && <p className="mt-2 text-sm text-slate-700">{t("admin.history.deletedState")}</p>}
            {state && <Snapshot entity={entity} state={state} />}
            <div className="mt-3 flex flex-wrap items-start gap-2">
              {!isCurrent && currentVersion !== undefined && (
                <Link
                  to={`${queryHref({ compare: String(revision.id), confirm: null })}#compare`}
                  className={buttonStyles.secondary}
                  aria-label={`${t("admin.history.compare")}: ${version}`}
                >
                  {t("admin.history.compare")}
                </Link>
              )}
              {!isCurrent && asDraft && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="id" value={revision.id} />
                  {currentVersion !== undefined && <input type="hidden" name="version" value={currentVersion} />}
                  <SubmitButton
                    intent={historyIntents.restoreDraft}
                    id={revision.id}
                    pendingLabel={t("admin.history.restoring")}
                    ariaLabel={`${t("admin.history.restoreDraft")}: ${version}`}
                  >
                    {t("admin.history.restoreDraft")}
                  </SubmitButton>
                </Form>
              )}
              {!isCurrent && (
                <ConfirmDelete
                  id={revision.id}
                  intent={historyIntents.restore}
                  label={version}
                  buttonText={t(asDraft ? "admin.history.restorePublish" : "admin.history.restore")}
                  question={t("admin.history.confirmQuestion")}
                  confirmText={t("admin.history.confirmRestore")}
                  pendingText={t("admin.history.restoring")}
                  variant="secondary"
                  anchor={`revision-${revision.id}`}
                  fields={currentVersion === undefined ? {} : { version: currentVersion }}
                />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The kinds named by a content item's key: the dashboard shows its label in the dashboard's language,
 * the key beside it. (An FAQ entry's key, `faq.question.N`, names no section a label could come from.)
 */
export const keyedEntities = new Set<RevisionEntity>(["content", "button-link"]);

export function DeletedList({ entity, deleted }: { entity: RevisionEntity; deleted: (Revision & { label: string })[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (deleted.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.history.deletedEmpty")}</p>
    );
  }
  return (
    <ul className="grid gap-2">
      {deleted.map((revision) => (
        <li key={revision.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <Link to={historyHref(entity, revision.entityId)} className="font-bold text-sky-800 underline" dir="auto">
            {keyedEntities.has(entity) ? itemLabel(revision.label, t, locale) : revision.label}
          </Link>
          {keyedEntities.has(entity) && (
            <code dir="ltr" title={t("admin.itemLabels.key")} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
              {revision.label}
            </code>
          )}
          <WhenAndWho createdAt={revision.createdAt} actorEmail={revision.actorEmail} />
        </li>
      ))}
    </ul>
  );
}
