import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { type ReactNode, type Ref, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { useMessage, useT } from "./i18n";

const noop = () => () => {};

/** A Conform field of any value type (Conform's metadata is generic over the whole form schema). */
export type AnyField = FieldMetadata<any, any, string[]>;

/** False on the server and while hydrating, true once React runs in the browser. */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const buttonBase =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  primary: `${buttonBase} bg-sky-700 text-white hover:bg-sky-800`,
  secondary: `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:border-sky-700 hover:text-sky-800`,
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${buttonBase} border border-red-300 bg-white text-red-800 hover:bg-red-50`,
} as const;

/** Per-item actions stay light: the content tab lists hundreds of items. */
export const rowLinkStyle = "rounded-md px-2 py-1 text-sm font-bold text-sky-800 underline hover:bg-sky-50";

export const inputStyles =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-600 focus:border-sky-700";

/** Whether the current navigation is submitting this intent (and this id, when given). */
export function useSubmitting(intent?: string, id?: string | number) {
  const navigation = useNavigation();
  const formData = navigation.formData;
  if (navigation.state === "idle" || !formData) return false;
  if (intent !== undefined && formData.get("intent") !== intent) return false;
  if (id !== undefined && formData.get("id") !== String(id)) return false;
  return true;
}

interface SubmitButtonProps {
  children: ReactNode;
  pendingLabel: string;
  intent?: string;
  /** Pending only while this record's form is submitting. */
  id?: string | number;
  variant?: keyof typeof buttonStyles;
  disabled?: boolean;
  name?: string;
  value?: string;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
  /** When the visible text needs context, e.g. which item "Confirm delete" removes. */
  ariaLabel?: string;
}

/** A submit button that shows its pending label (and is disabled) while its form submits. */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  id,
  variant = "primary",
  disabled,
  ref,
  className = "",
  ariaLabel,
  ...rest
}: SubmitButtonProps) {
  const pending = useSubmitting(intent, id);
  return (
    <button
      ref={ref}
      type="submit"
      name={rest.name ?? (intent ? "intent" : undefined)}
      value={rest.value ?? intent}
      disabled={disabled || pending}
      aria-disabled={disabled || pending || undefined}
      aria-label={pending ? undefined : ariaLabel}
      className={`${buttonStyles[variant]} ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  return (
    <p id={id} className="text-sm font-semibold text-red-700 empty:hidden">
      {errors?.map((error) => message(error)).join(" ")}
    </p>
  );
}

interface TextFieldProps {
  meta: AnyField;
  label: string;
  type?: "text" | "email" | "password" | "url" | "tel" | "number" | "search";
  multiline?: boolean;
  rows?: number;
  /** rtl for Arabic values, ltr for English ones and codes, auto for names (decisions.md §9). */
  dir?: "rtl" | "ltr" | "auto";
  lang?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  onInput?: (value: string) => void;
  className?: string;
}

/** A labelled input or textarea wired to a Conform field: errors, aria-invalid, descriptions. */
export function TextField({
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
  placeholder,
  onInput,
  className = "",
}: TextFieldProps) {
  const describedBy = hint ? meta.descriptionId : undefined;
  const common = {
    dir,
    lang,
    placeholder,
    required,
    className: inputStyles,
    onInput: onInput && ((event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => onInput(event.currentTarget.value)),
  };
  const { key: inputKey, ...inputProps } = getInputProps(meta, { type, ariaDescribedBy: describedBy });
  const { key: textareaKey, ...textareaProps } = getTextareaProps(meta, { ariaDescribedBy: describedBy });
  return (
    <div className={`grid content-start gap-1 ${className}`}>
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      {multiline ? (
        <textarea key={textareaKey} {...textareaProps} {...common} rows={rows} />
      ) : (
        <input key={inputKey} {...inputProps} {...common} autoComplete={autoComplete} />
      )}
      {hint && (
        <p id={meta.descriptionId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
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

export function Badge({ children, tone = "slate" }: { children: ReactNode; tone?: "slate" | "sky" | "amber" | "red" | "emerald" }) {
  const tones = {
    slate: "bg-slate-100 text-slate-800",
    sky: "bg-sky-100 text-sky-900",
    amber: "bg-amber-100 text-amber-900",
    red: "bg-red-100 text-red-900",
    emerald: "bg-emerald-100 text-emerald-900",
  };
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${tones[tone]}`}>{children}</span>;
}

/** The tab's own heading and intro line. */
export function TabHeading({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 className="text-2xl font-black text-slate-900">{title}</h2>
        {children && <p className="mt-1 max-w-3xl text-slate-700">{children}</p>}
      </div>
      {actions}
    </div>
  );
}

/** The current URL's search params with some set or removed, as a relative link. */
export function useQueryHref() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

interface ConfirmDeleteProps {
  id: number;
  intent?: string;
  /** What is deleted, for screen readers: "Delete <label>". */
  label: string;
  buttonText?: string;
  /** More hidden fields for the delete form. */
  fields?: Record<string, string | number>;
  /** Without JavaScript the confirm step is a new page: scroll it to this element id. */
  anchor?: string;
}

/**
 * Deletion in two steps (decisions.md §8). Without JavaScript the first button is a link to
 * `?confirm=<intent>-<id>`, which renders the confirm form; with it, the same step happens in place.
 */
export function ConfirmDelete({ id, intent = "delete", label, buttonText, fields = {}, anchor }: ConfirmDeleteProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const token = `${intent}-${id}`;
  const [open, setOpen] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirming = open || searchParams.get("confirm") === token;
  const { key: locationKey } = useLocation();
  // A refused deletion comes back to the same page: start again from the first step.
  useEffect(() => setOpen(false), [locationKey]);
  useEffect(() => {
    if (open) confirmRef.current?.focus();
  }, [open]);

  if (!confirming) {
    return (
      <Link
        to={`${queryHref({ confirm: token })}${anchor ? `#${anchor}` : ""}`}
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonStyles.dangerOutline}
        aria-label={`${buttonText ?? t("admin.actions.delete")}: ${label}`}
      >
        {buttonText ?? t("admin.actions.delete")}
      </Link>
    );
  }
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-2">
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="text-sm font-bold text-red-900">{t("admin.actions.confirmQuestion")}</span>
      <SubmitButton
        ref={confirmRef}
        intent={intent}
        id={id}
        variant="danger"
        pendingLabel={t("admin.actions.deleting")}
        ariaLabel={`${t("admin.actions.confirmDelete")}: ${label}`}
      >
        {t("admin.actions.confirmDelete")}
      </SubmitButton>
      <Link
        to={queryHref({ confirm: null })}
        preventScrollReset
        onClick={(event) => {
          if (!open) return;
          event.preventDefault();
          setOpen(false);
        }}
        className={buttonStyles.secondary}
      >
        {t("admin.actions.cancel")}
      </Link>
    </Form>
  );
}

/** A field's label; a required field carries the spec's `*`. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: React.ReactNode; required?: boolean }) {
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
