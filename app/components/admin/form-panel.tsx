import { type ReactNode, useId, useState } from "react";
import type { Locale } from "~/domain/locale";

/** A white card headed by its title, which names it for assistive technology: an add-or-edit form, a list. */
export function FormPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The texts a form needs before its button wakes up (with JavaScript): `set(name)` is a field's
 * `onInput`, `complete` says none is blank (app/components/admin/form-footer.tsx).
 */
export function useRequiredTexts<Name extends string>(initial: Record<Name, string>) {
  const [values, setValues] = useState(initial);
  const set = (name: Name) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const complete = Object.values<string>(values).every((value) => value.trim() !== "");
  return { values, set, complete };
}

/** One language's fields of a bilingual record, beside the other's (docs/decisions/0057-faq-and-team-as-bilingual-records.md). */
export function LanguageFieldset({ lang, legend, children }: { lang: Locale; legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid content-start gap-4 rounded-lg border border-slate-200 p-4" data-lang={lang}>
      <legend className="px-1 font-semibold text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}
