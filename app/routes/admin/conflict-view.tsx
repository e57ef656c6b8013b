import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import type { StringKey } from "~/components/admin/locale";
import { dirOfLang, WordDiff } from "~/components/admin/word-diff-view";

/** One field of a conflict: what is saved now and what the administrator typed. */
export interface ConflictField {
  name: string;
  /** The field's label (app/locales key). */
  label: StringKey;
  lang?: "ar" | "en";
  theirs: string;
  mine: string;
}

/** A dashboard save refused as stale (app/routes/admin/conflict.server.ts): the tab shows it in place of its form. */
export interface Conflict {
  form: string;
  who: string | null;
  when: string | null;
  /** The version stored now: "save mine on top" names it. */
  version: number;
  fields: ConflictField[];
  /** The hidden fields that send the same save again over `version`: intent, id, the typed values. */
  resubmit: Record<string, string>;
}

function Text({ value, lang }: { value: string; lang?: "ar" | "en" }) {
  return (
    <p lang={lang} dir={dirOfLang(lang)} className="whitespace-pre-wrap break-words">
      {value}
    </p>
  );
}

/** One field of two states of an item, compared: `from` turned into `to`. */
export interface ComparedField {
  name: string;
  /** The field's label, in the dashboard's language. */
  label: string;
  lang?: "ar" | "en";
  from: string;
  to: string;
}

/**
 * Two states of an item field by field: each as it is, then the difference word by word (removed
 * words struck through, added ones underlined: never by colour alone). The conflict view compares
 * what is saved with what was typed; the history, a version with the current one. `unchanged`: what a
 * field that reads the same says in the difference column (else the text itself).
 */
export function FieldComparison({
  fields,
  headings,
  sides,
  unchanged,
  label,
  className = "border-slate-300",
}: {
  fields: ComparedField[];
  /** The table's name: its scrolling region on a phone is reached by the keyboard under it. */
  label: string;
  headings: { field: string; from: string; to: string; difference: string };
  /** The cells' `data-side` names. */
  sides: [string, string];
  unchanged?: string;
  className?: string;
}) {
  return (
    // A focusable region: a keyboard scrolls a table wider than a phone (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="mt-3 overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full border-collapse text-start text-sm">
        <thead>
          <tr className={`border-b ${className}`}>
            {[headings.field, headings.from, headings.to, headings.difference].map((heading) => (
              <th key={heading} scope="col" className="p-2 text-start">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const same = field.from === field.to;
            return (
              <tr key={field.name} className={`border-b align-top ${className}`} data-field={field.name} data-changed={!same}>
                <th scope="row" className="p-2 text-start font-semibold">
                  {field.label}
                </th>
                <td className="min-w-32 p-2" data-side={sides[0]}>
                  <Text value={field.from} lang={field.lang} />
                </td>
                <td className="min-w-32 p-2" data-side={sides[1]}>
                  <Text value={field.to} lang={field.lang} />
                </td>
                <td className="min-w-32 p-2" data-side="diff">
                  {same && unchanged !== undefined ? (
                    <span className="text-slate-700">{unchanged}</span>
                  ) : (
                    <WordDiff from={field.from} to={field.to} lang={field.lang} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The conflict view (docs/decisions/0043-versions-and-conflicts.md): who saved the item since it
 * was opened and when, each field as saved now and as typed, and two actions — keep theirs (a link
 * back to the form, which opens with what is saved) or save mine on top (the same save, naming the
 * version now stored). Plain forms and links: the same with JavaScript off.
 */
export function ConflictView({ conflict, keepTheirsHref }: { conflict: Conflict; keepTheirsHref: string }) {
  const { t } = useTranslation();
  const headingId = `${conflict.form}-conflict`;
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-conflict={conflict.form}
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {t("conflict.title")}
      </h3>
      <p className="mt-1 text-slate-800">
        {conflict.who && conflict.when
          ? t("conflict.changedBy", { name: conflict.who, when: conflict.when })
          : t("conflict.changedByUnknown", { when: conflict.when ?? "" })}
      </p>
      <p className="mt-1 text-slate-800">{t("conflict.notSaved")}</p>
      <FieldComparison
        fields={conflict.fields.map((field) => ({ name: field.name, label: t(field.label), lang: field.lang, from: field.theirs, to: field.mine }))}
        headings={{ field: t("conflict.field"), from: t("conflict.theirs"), to: t("conflict.yours"), difference: t("conflict.difference") }}
        sides={["theirs", "mine"]}
        label={t("conflict.title")}
        className="border-amber-300"
      />
      <p className="mt-2 text-sm text-slate-700">{t("conflict.legend")}</p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <div className="flex flex-col gap-1">
          {/* A whole page load: the form opens on what is saved now, whatever the tab's data was. */}
          <Link to={keepTheirsHref} reloadDocument className={buttonStyles.secondary} aria-describedby={`${headingId}-keep`}>
            {t("conflict.keepTheirs")}
          </Link>
          <span id={`${headingId}-keep`} className="text-sm text-slate-700">
            {t("conflict.keepTheirsHint")}
          </span>
        </div>
        <Form method="post" preventScrollReset className="flex flex-col gap-1" aria-labelledby={`${headingId}-save`}>
          {Object.entries(conflict.resubmit)
            .filter(([name]) => name !== "intent")
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <SubmitButton intent={conflict.resubmit.intent} id={conflict.resubmit.id} pendingLabel={t("admin.actions.saving")}>
            <span id={`${headingId}-save`}>{t("conflict.saveMine")}</span>
          </SubmitButton>
          <span className="text-sm text-slate-700">{t("conflict.saveMineHint", { version: conflict.version })}</span>
        </Form>
      </div>
    </section>
  );
}
