import type { ReactNode, Ref } from "react";
import { useNavigation } from "react-router";
import { formFields } from "./panel-params";

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

/** Whether the current navigation is submitting this intent (and this id, when given). */
export function useSubmitting(intent?: string, id?: string | number) {
  const navigation = useNavigation();
  const formData = navigation.formData;
  if (navigation.state === "idle" || !formData) return false;
  if (intent !== undefined && formData.get(formFields.intent) !== intent) return false;
  if (id !== undefined && formData.get(formFields.id) !== String(id)) return false;
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
      name={rest.name ?? (intent ? formFields.intent : undefined)}
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
