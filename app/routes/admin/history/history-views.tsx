import type { TFunction } from "i18next";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/buttons";
import type { Revision, RevisionEntity } from "#db/models/revisions.server";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { historyHref } from "~/components/admin/history-link";
import { useTranslation } from "react-i18next";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { formatDateTime } from "~/domain/dates";
import { WordDiff } from "~/components/admin/word-diff-view";
import { formatNumber } from "~/config/site";
import { historyIntents } from "./intents";

type Row = Record<string, unknown>;
/** Bookkeeping columns: they change on every write and say nothing a person needs. */
const hidden = new Set(["id", "createdAt", "updatedAt", "version"]);

/** The fields a revision changed, Arabic/English pairs (`valueAr`, `valueEn`) kept together. */
function changedFields(before: Row | null, after: Row | null) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => !hidden.has(name));
  const changed = names.filter((name) => JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after?.[name] ?? null));
  const fields: { base: string; pair: boolean }[] = [];
  for (const name of changed) {
    const base = name.replace(/(Ar|En)$/, "");
    const pair = base !== name && names.includes(`${base}Ar`) && names.includes(`${base}En`);
    if (!fields.some((field) => field.base === (pair ? base : name))) fields.push({ base: pair ? base : name, pair });
  }
  return fields;
}

function useShow() {
  const { t } = useTranslation();
  return (value: unknown) => (typeof value === "boolean" ? t(value ? "admin.history.yes" : "admin.history.no") : value == null ? "" : String(value));
}

/** A field's change, or "empty" when it has no text before or after. */
function Diff({ before, after, lang }: { before: string; after: string; lang?: "ar" | "en" }) {
  const { t } = useTranslation();
  if (before === "" && after === "") return <span className="text-slate-600">{t("admin.history.emptyValue")}</span>;
  return <WordDiff from={before} to={after} lang={lang} />;
}

function fieldLabel(t: TFunction, base: string) {
  const key = `admin.history.fields.${base}` as StringKey;
  const label = t(key);
  return label === key ? base : label;
}

function Changes({ before, after }: { before: Row | null; after: Row | null }) {
  const { t } = useTranslation();
  const show = useShow();
  const fields = changedFields(before, after);
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-start text-slate-700">
          <th scope="col" className="w-40 py-2 text-start">
            {t("admin.history.field")}
          </th>
          {fields.some((field) => field.pair) ? (
            <>
              <th scope="col" className="py-2 text-start">
                {t("admin.history.arabic")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("admin.history.english")}
              </th>
            </>
          ) : (
            <th scope="col" colSpan={2} className="py-2 text-start">
              {t("admin.history.change")}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {fields.map(({ base, pair }) => (
          <tr key={base} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pe-3 text-start font-semibold text-slate-800">
              {fieldLabel(t, base)}
            </th>
            {pair ? (
              <>
                <td className="py-2 pe-3">
                  <Diff before={show(before?.[`${base}Ar`])} after={show(after?.[`${base}Ar`])} lang="ar" />
                </td>
                <td className="py-2">
                  <Diff before={show(before?.[`${base}En`])} after={show(after?.[`${base}En`])} lang="en" />
                </td>
              </>
            ) : (
              <td colSpan={2} className="py-2">
                <Diff before={show(before?.[base])} after={show(after?.[base])} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `currentVersion`: the item's version when the page was read; a restore names it (docs/decisions/0043-versions-and-conflicts.md).
 * `asDraft`: a content item's version is restored as a draft first, "Restore and publish" second
 * (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function RevisionList({ revisions, currentVersion, asDraft }: { revisions: Revision[]; currentVersion?: number; asDraft?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (revisions.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{t("admin.history.empty")}</p>;
  }
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">{t("admin.history.legend")}</p>
      <ol className="grid gap-4">
        {revisions.map((revision) => {
          const version = t("admin.history.version", { id: formatNumber(revision.id, locale) });
          return (
            <li
              key={revision.id}
              id={`revision-${revision.id}`}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              data-testid="revision"
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-lg font-bold text-slate-900">{t(`admin.history.actions.${revision.action}` as StringKey)}</h3>
                <span className="text-sm text-slate-700">{version}</span>
                <time dateTime={revision.createdAt} className="text-sm text-slate-700">
                  {formatDateTime(revision.createdAt, locale)}
                </time>
                <span className="text-sm text-slate-700">
                  {t("admin.history.by")} <bdi dir="ltr">{revision.actorEmail}</bdi>
                </span>
                {revision.restoredFrom !== null && (
                  <span className="text-sm text-slate-700">
                    {t("admin.history.restoredFrom", { id: formatNumber(revision.restoredFrom, locale) })}
                  </span>
                )}
              </div>
              <Changes before={revision.before} after={revision.after} />
              <div className="mt-3 flex flex-wrap items-start gap-2">
                {asDraft && (
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
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

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
            {revision.label}
          </Link>
          <time dateTime={revision.createdAt} className="text-sm text-slate-700">
            {formatDateTime(revision.createdAt, locale)}
          </time>
          <span className="text-sm text-slate-700">
            {t("admin.history.by")} <bdi dir="ltr">{revision.actorEmail}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
