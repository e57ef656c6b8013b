import { getInputProps } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/use-translation";
import { type AnyField, FieldLabel, FieldNotes, inputStyles } from "./form-fields";
import { useLocale } from "./locale";
import { useHydrated } from "~/components/ui/use-hydrated";

interface PasswordFieldProps {
  meta: AnyField;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  /** false leaves the empty check to the server, whose message the spec fixes (docs/product.md#users-tab). */
  required?: boolean;
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, the field does not). */
export function PasswordField({ meta, label, autoComplete, hint, required = true }: PasswordFieldProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { key, ...props } = getInputProps(meta, { type: "password", ariaDescribedBy: hint ? meta.descriptionId : undefined });
  const Icon = visible ? EyeOff : Eye;
  // The toggle sits at the end of the page's direction and the field runs left to right, so its room is the field's start in Arabic, its end in English.
  const toggleRoom = useLocale() === "ar" ? "ps-12" : "pe-12";
  return (
    <div className="grid gap-1">
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      <div className="relative">
        <input
          key={key}
          {...props}
          type={visible ? "text" : "password"}
          dir="ltr"
          required={required}
          autoComplete={autoComplete}
          className={`${inputStyles} ${hydrated ? toggleRoom : ""}`}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={meta.id}
            className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-700 hover:text-sky-800"
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="sr-only">{visible ? t("admin.login.hidePassword") : t("admin.login.showPassword")}</span>
          </button>
        )}
      </div>
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}
