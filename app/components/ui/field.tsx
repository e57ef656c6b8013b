/** A labelled text control with its error, wired for assistive technology. */

/** app.css `.field`. */
const controlClasses = "field";

export interface FieldProps {
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

function Label({ id, label, required }: Pick<FieldProps, "id" | "label" | "required">) {
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

function controlProps({ id, name, defaultValue, error, placeholder, required, minLength, maxLength }: FieldProps) {
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

function ErrorText({ id, error }: Pick<FieldProps, "id" | "error">) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-2 text-sm font-semibold text-rose-700">
      {error}
    </p>
  );
}

export function TextField({ type = "text", autoComplete, ...field }: FieldProps & { type?: "text" | "email" | "tel"; autoComplete?: string }) {
  return (
    <div>
      <Label {...field} />
      <input {...controlProps(field)} type={type} autoComplete={autoComplete} className={controlClasses} />
      <ErrorText {...field} />
    </div>
  );
}

export function TextAreaField({ rows = 6, ...field }: FieldProps & { rows?: number }) {
  return (
    <div>
      <Label {...field} />
      <textarea {...controlProps(field)} rows={rows} className={`${controlClasses} resize-y`} />
      <ErrorText {...field} />
    </div>
  );
}
