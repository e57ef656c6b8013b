import { useTranslation } from "~/lib/use-translation";

/**
 * "Also remove my passkeys", offered by a password reset and by "sign out everywhere else": a passkey someone
 * else added would outlive both (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export function RemovePasskeys({ name }: { name: string }) {
  const { t } = useTranslation();
  const id = `${name}-checkbox`;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-slate-800">
      <input id={id} type="checkbox" name={name} value="on" className="mt-1 size-5 shrink-0 accent-sky-700" aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="font-semibold">
          {t("admin.passkeyRemoval.label")}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t("admin.passkeyRemoval.hint")}
        </p>
      </div>
    </div>
  );
}
