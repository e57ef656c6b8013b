import { Form, Link } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { Download, FileUp, Route as RouteIcon, SearchX } from "lucide-react";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { FieldLabel, HintedLtrField } from "~/components/admin/form-fields";
import { formatDateTime } from "~/domain/formats";
import { isLocale } from "~/domain/locale";
import { redirectIntents, type RedirectActionData, type RedirectFormErrors, type RedirectFormValues } from "./intents";

interface Rule {
  id: number;
  from: string;
  to: string;
  status: 301 | 302 | 410;
  origin: "manual" | "import" | "slug";
}

interface NotFoundPath {
  path: string;
  count: number;
  lastSeenAt: string;
  referrerHost: string | null;
}

const statuses = [301, 302, 410] as const;
const statusTones = { 301: "sky", 302: "amber", 410: "red" } as const;
const statusNames = { 301: "permanent", 302: "temporary", 410: "removed" } as const;

/** Errors already in the dashboard's language (they may name another rule). */
function Errors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="text-sm font-semibold text-red-700 empty:hidden">
      {errors?.join(" ")}
    </p>
  );
}

function PathField({ name, label, hint, value, errors }: { name: "from" | "to"; label: string; hint: string; value: string; errors?: string[] }) {
  const id = `redirect-${name}`;
  const field = { id, name, label, hint, value, placeholder: name === "from" ? "/old-page" : "/new-page" };
  return (
    <HintedLtrField field={field} errors={errors} starred={name === "from"} align="text-start" input={{ spellCheck: false }}>
      <Errors id={`${id}-error`} errors={errors} />
    </HintedLtrField>
  );
}

/** Adds a rule, or changes the one being edited; a refused form keeps what was typed, with its errors. */
export function RuleForm({ editing, from, refused }: { editing?: Rule; from: string; refused?: Extract<RedirectActionData, { form: "rule" }> }) {
  const { t } = useTranslation();
  // A refusal shows only on the form it came from: a rule opened for editing since then shows that rule.
  const current = refused && refused.values.id === editing?.id ? refused : undefined;
  const values: RedirectFormValues =
    current?.values ??
    (editing ? { id: editing.id, from: editing.from, to: editing.to, status: String(editing.status) } : { from, to: "", status: "301" });
  const errors: RedirectFormErrors = current?.errors ?? {};
  const isEdit = values.id !== undefined;
  return (
    <section aria-labelledby="redirect-form-title" id="redirect-form" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="redirect-form-title" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <RouteIcon className="size-5" aria-hidden="true" />
        {isEdit ? t("redirects.editTitle") : t("redirects.newTitle")}
      </h3>
      {/* A new key per refusal: the fields show what was sent back, with JavaScript on or off. */}
      <Form method="post" noValidate className="grid gap-4" key={JSON.stringify(current ?? editing?.id ?? from)} data-testid="redirect-form">
        {isEdit && <input type="hidden" name="id" value={values.id} />}
        <div className="grid gap-4 md:grid-cols-2">
          <PathField name="from" label={t("redirects.from")} hint={t("redirects.fromHint")} value={values.from} errors={errors.from} />
          <PathField name="to" label={t("redirects.to")} hint={t("redirects.toHint")} value={values.to} errors={errors.to} />
        </div>
        <fieldset className="grid gap-2" aria-describedby="redirect-status-error">
          <legend className="font-semibold text-slate-800">{t("redirects.status")}</legend>
          {statuses.map((status) => (
            <label key={status} className="flex items-start gap-2">
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={values.status === String(status)}
                className="mt-1 size-4 accent-sky-700"
              />
              <span>
                <span dir="ltr" className="font-mono font-bold">
                  {status}
                </span>{" "}
                {t(`redirects.statuses.${statusNames[status]}`)}
              </span>
            </label>
          ))}
          <Errors id="redirect-status-error" errors={errors.status} />
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <SubmitButton intent={isEdit ? redirectIntents.update : redirectIntents.create} pendingLabel={t("admin.actions.saving")}>
            {isEdit ? t("redirects.save") : t("redirects.add")}
          </SubmitButton>
          {isEdit && (
            <Link to="/admin-dashboard/redirects" className={buttonStyles.secondary}>
              {t("redirects.cancelEdit")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/** Every rule: where from, where to, how; an edit link and a delete button each. */
export function RuleList({ rules }: { rules: Rule[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  return (
    <section aria-labelledby="redirect-rules" className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="redirect-rules" className="text-lg font-bold text-slate-900">
          {t("redirects.rulesTitle", { count: rules.length })}
        </h3>
        <a href="/api/admin/redirects.csv" download className={buttonStyles.secondary} data-testid="redirects-csv">
          <Download className="size-4" aria-hidden="true" />
          {t("admin.export.csv")}
        </a>
      </div>
      {rules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t("redirects.empty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="redirect-rules">
          {rules.map((rule) => (
            <li key={rule.id} id={`redirect-${rule.id}`} className="rounded-xl border border-slate-200 bg-white p-4" data-redirect={rule.id}>
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={statusTones[rule.status]}>
                  <bdi dir="ltr">{rule.status}</bdi>
                </Badge>
                <bdi dir="ltr" className="font-mono break-all text-slate-900">
                  {rule.from}
                </bdi>
                {rule.status !== 410 && (
                  <>
                    <span aria-hidden="true">{locale === "ar" ? "←" : "→"}</span>
                    <span className="sr-only">{t("redirects.sendsTo")}</span>
                    <bdi dir="ltr" className="font-mono break-all text-slate-900">
                      {rule.to}
                    </bdi>
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {t(`redirects.statuses.${statusNames[rule.status]}`)}
                {rule.origin === "slug" && ` · ${t("redirects.fromSlug")}`}
                {rule.origin === "import" && ` · ${t("redirects.fromImport")}`}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={`?edit=${rule.id}#redirect-form`}
                  className={buttonStyles.secondary}
                  aria-label={`${t("admin.actions.edit")}: ${rule.from}`}
                >
                  {t("admin.actions.edit")}
                </Link>
                <ConfirmDelete id={rule.id} intent={redirectIntents.delete} label={rule.from} anchor={`redirect-${rule.id}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A CSV file of rules, imported whole or not at all; a refused file lists its lines' problems. */
export function ImportForm({ refused }: { refused?: Extract<RedirectActionData, { form: "import" }> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="redirect-import" className="mb-8 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="redirect-import" className="mb-1 flex items-center gap-2 text-lg font-bold text-slate-900">
        <FileUp className="size-5" aria-hidden="true" />
        {t("redirects.importTitle")}
      </h3>
      <p id="redirect-import-hint" className="mb-3 text-sm text-slate-700">
        {t("redirects.importHint")}
      </p>
      <Form method="post" encType="multipart/form-data" className="grid gap-3">
        <div className="grid gap-1">
          <FieldLabel htmlFor="redirect-file" label={t("redirects.importFile")} required />
          <input
            id="redirect-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="redirect-import-hint redirect-import-error"
            aria-invalid={refused ? true : undefined}
            className="max-w-full text-sm"
          />
        </div>
        <div id="redirect-import-error" role={refused ? "alert" : undefined}>
          {refused && (
            <>
              <p className="text-sm font-semibold text-red-700">{refused.message}</p>
              {refused.lines.length > 0 && (
                <ul className="ms-4 list-disc text-sm text-red-700" data-testid="import-errors">
                  {refused.lines.map((line) => (
                    <li key={line.line}>{t("redirects.errors.importLine", { line: line.line, message: line.message })}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
        <div>
          <SubmitButton intent={redirectIntents.import} pendingLabel={t("admin.actions.saving")}>
            {t("redirects.import")}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

/** The paths that answered 404 lately, each with "redirect this" (the form above, its `from` filled in). */
export function NotFoundLog({ paths }: { paths: NotFoundPath[] }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : "ar";
  return (
    <section aria-labelledby="not-found-log">
      <h3 id="not-found-log" className="mb-1 flex items-center gap-2 text-lg font-bold text-slate-900">
        <SearchX className="size-5" aria-hidden="true" />
        {t("redirects.notFoundTitle")}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t("redirects.notFoundIntro")}</p>
      {paths.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t("redirects.notFoundEmpty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="not-found-log">
          {paths.map((hit) => (
            <li key={hit.path} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="min-w-0">
                <p>
                  <bdi dir="ltr" className="font-mono break-all text-slate-900">
                    {hit.path}
                  </bdi>
                </p>
                <p className="text-sm text-slate-700">
                  {t("redirects.hits", { count: hit.count })} · {t("redirects.lastSeen", { time: formatDateTime(hit.lastSeenAt, locale) })}
                  {hit.referrerHost && (
                    <>
                      {" · "}
                      {t("redirects.referrer")} <bdi dir="ltr">{hit.referrerHost}</bdi>
                    </>
                  )}
                </p>
              </div>
              <Link
                to={`?from=${encodeURIComponent(hit.path)}#redirect-form`}
                className={buttonStyles.secondary}
                aria-label={t("redirects.redirectThisLabel", { path: hit.path })}
              >
                {t("redirects.redirectThis")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
