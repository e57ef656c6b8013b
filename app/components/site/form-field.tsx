/**
 * The public site's labelled text controls with their error, wired for assistive technology
 * (the dashboard has its own, Conform-bound fields in components/admin).
 */

/** app.css `.field`. */
const controlClasses = "field";

export interface SiteFieldProps {
  id: string;
  name: string;
  label: string;
  /** The value to start with, e.g. what was typed before a refused submission. */
  defaultValue?: string;
  /** The first error, already translated. */
  error?: string;
  placeholder?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

function Label({ id, label, required }: Pick<SiteFieldProps, "id" | "label" | "required">) {
  return (
    <label htmlFor={id} className="mb-2 block font-bold text-ink">
      {label}
      {required && (
        <span className="ms-1 text-rose-700" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function controlProps({ id, name, defaultValue, error, placeholder, required, minLength, maxLength }: SiteFieldProps) {
  return {
    id,
    name,
    defaultValue,
    placeholder,
    required,
    minLength,
    maxLength,
    dir: "auto" as const,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

function ErrorText({ id, error }: Pick<SiteFieldProps, "id" | "error">) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-rose-700">
      {error}
    </p>
  );
}

export function SiteTextField({
  type = "text",
  autoComplete,
  ...field
}: SiteFieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <div>
      <Label {...field} />
      <input {...controlProps(field)} type={type} autoComplete={autoComplete} className={controlClasses} />
      <ErrorText {...field} />
    </div>
  );
}

export function SiteTextAreaField({ rows = 6, ...field }: SiteFieldProps & { rows?: number }) {
  return (
    <div>
      <Label {...field} />
      <textarea {...controlProps(field)} rows={rows} className={`${controlClasses} resize-y`} />
      <ErrorText {...field} />
    </div>
  );
}
