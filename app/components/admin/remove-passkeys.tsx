import { useTranslation } from "react-i18next";

/**
 * "Also remove my passkeys", offered by a password reset and by "sign out everywhere else": a passkey someone
 * else added would outlive both (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export function RemovePasskeys({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-slate-800">
      <input type="checkbox" name={name} value="on" className="mt-1 size-5 shrink-0 accent-sky-700" aria-describedby={`${name}-hint`} />
      <span>
        <span className="font-semibold">{t("admin.passkeyRemoval.label")}</span>
        <span id={`${name}-hint`} className="mt-1 block text-sm text-slate-600">
          {t("admin.passkeyRemoval.hint")}
        </span>
      </span>
    </label>
  );
}
