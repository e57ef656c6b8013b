import { appCodePattern } from "~/schemas/two-factor";
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { StringKey } from "./locale";

/** A Conform field of any value type (Conform's metadata is generic over the whole form schema). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's metadata is generic over the whole form schema
export type AnyField = FieldMetadata<any, any, string[]>;

export const inputStyles =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-600 focus:border-sky-700";

/** A field's label; a required field carries the spec's `*`. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-slate-800">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {" *"}
        </span>
      )}
    </label>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-sm font-semibold text-red-700 empty:hidden">
      {errors?.map((error) => t(error as StringKey)).join(" ")}
    </p>
  );
}

interface ConformTextFieldProps {
  meta: AnyField;
  label: string;
  type?: "text" | "email" | "password" | "url" | "tel" | "number" | "search";
  multiline?: boolean;
  rows?: number;
  /** rtl for Arabic values, ltr for English ones and codes, auto for names (docs/decisions/0001-language-in-the-url.md). */
  dir?: "rtl" | "ltr" | "auto";
  lang?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  /** The phone's keyboard, e.g. "numeric" for an authenticator app's code. */
  inputMode?: "numeric" | "text" | "email" | "tel" | "url" | "search";
  /** What the browser checks before it sends the form when JavaScript is off. */
  pattern?: string;
  autoFocus?: boolean;
  placeholder?: string;
  onInput?: (value: string) => void;
  className?: string;
}

/** A labelled input or textarea wired to a Conform field: errors, aria-invalid, descriptions. */
export function ConformTextField({
  meta,
  label,
  type = "text",
  multiline,
  rows = 3,
  dir = "auto",
  lang,
  hint,
  required,
  autoComplete,
  inputMode,
  pattern,
  autoFocus,
  placeholder,
  onInput,
  className = "",
}: ConformTextFieldProps) {
  const describedBy = hint ? meta.descriptionId : undefined;
  const common = {
    dir,
    lang,
    placeholder,
    required,
    className: inputStyles,
    onInput: onInput && ((event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onInput(event.currentTarget.value)),
  };
  const { key: inputKey, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: describedBy });
  const { key: textareaKey, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: describedBy });
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      {multiline ? (
        <textarea key={textareaKey} {...textareaProps} {...common} rows={rows} />
      ) : (
        <input
          key={inputKey}
          {...inputProps}
          {...common}
          autoComplete={autoComplete}
          inputMode={inputMode}
          pattern={pattern}
          // A one-field step (a sign-in code): the field the person came for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
        />
      )}
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: AnyField; label: string }) {
  const { key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="flex items-center gap-2">
      <input key={key} {...props} className="size-5 accent-sky-700" />
      <label htmlFor={meta.id} className="font-semibold text-slate-800">
        {label}
      </label>
    </div>
  );
}

/**
 * The six digits of an authenticator app: the step's one field, the one the person came to type in,
 * so it takes the focus and a numeric keyboard (docs/decisions/0040-two-factor-and-passkeys.md).
 */
export function AppCodeField({ meta, label }: { meta: AnyField; label: string }) {
  return (
    <ConformTextField
      meta={meta}
      label={label}
      dir="ltr"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern={appCodePattern}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      required
    />
  );
}

/** Under a field: its hint (the field's description) and its errors. */
export function FieldNotes({ meta, hint }: { meta: AnyField; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={meta.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** What names a plain field and what it shows: its id (and `${id}-hint`, `${id}-error`), label, hint, value and placeholder. */
export interface HintedField {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  placeholder: string;
}

interface HintedLtrFieldProps {
  field: HintedField;
  /** The field's errors: aria-invalid; `children` shows them, with the id `${id}-error`. */
  errors?: string[];
  /** The label's `*`. */
  starred?: boolean;
  /** text-end for numbers (a date, a time), text-start for paths. */
  align: "text-start" | "text-end";
  /** The browser's own checks and keyboard. */
  input?: { required?: boolean; inputMode?: "numeric"; spellCheck?: boolean };
  children: ReactNode;
}

/**
 * A labelled one-line field outside Conform, written left to right (a path, a date, a time), with its hint and its errors
 * read by screen readers; a refused form shows `value`, what was typed.
 */
export function HintedLtrField({ field, errors, starred, align, input = {}, children }: HintedLtrFieldProps) {
  const { id } = field;
  return (
    <div className="grid gap-1">
      <FieldLabel htmlFor={id} label={field.label} required={starred} />
      <input
        id={id}
        name={field.name}
        type="text"
        inputMode={input.inputMode}
        dir="ltr"
        autoComplete="off"
        required={input.required}
        spellCheck={input.spellCheck}
        defaultValue={field.value}
        placeholder={field.placeholder}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={`${inputStyles} ${align}`}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {field.hint}
      </p>
      {children}
    </div>
  );
}
