import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { buttonStyles, SubmitButton, useSubmitting } from "./buttons";
import { panelParams, useQueryHref } from "./panel-params";
import { discardsChanges } from "./unsaved-changes";

/**
 * The last row of a tab's add-or-edit form: its submit button, which with JavaScript waits until
 * every required text is written (`complete`) and while the form is sent, and "Cancel", which closes
 * the form (the `edit` and `new` panel parameters) without asking about what was typed. The button
 * says «نشر» / "Publish" when the save makes the record public (`publishes`, read from the form as it
 * is filled in), else «حفظ» / "Save" (docs/decisions/0026-drafts-preview-translation-status.md).
 */
export function FormFooter({ intent, complete, publishes }: { intent: string; complete: boolean; publishes: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const queryHref = useQueryHref();
  const saving = useSubmitting(intent);
  return (
    <div className="flex gap-2 md:col-span-2">
      <SubmitButton
        intent={intent}
        pendingLabel={t(publishes ? "admin.actions.publishing" : "admin.actions.saving")}
        disabled={hydrated && (!complete || saving)}
      >
        {t(publishes ? "admin.actions.publish" : "admin.actions.save")}
      </SubmitButton>
      <Link to={queryHref({ [panelParams.edit]: null, [panelParams.new]: null })} className={buttonStyles.secondary} {...discardsChanges}>
        {t("admin.actions.cancel")}
      </Link>
    </div>
  );
}
