import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { AppCodeField, inputStyles } from "~/components/admin/form-fields";
import { recoveryCodePattern, signInCodeSchema } from "~/schemas/two-factor";
import { FormErrors } from "~/components/admin/sign-in-card";
import { loginIntents } from "./intents";

/** The second step: a code from the authenticator app, or a recovery code. Works without JavaScript. */
export function CodeStep({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "login-code",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInCodeSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="mt-6 grid gap-4">
      <h2 className="text-xl font-bold text-slate-900">{t("admin.login.codeTitle")}</h2>
      <p className="text-slate-700">{t("admin.login.codeIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <AppCodeField meta={fields.code} label={t("admin.login.code")} />
        <SubmitButton intent={loginIntents.code} pendingLabel={t("admin.login.submitting")} className="w-full text-base">
          {t("admin.login.codeSubmit")}
        </SubmitButton>
      </Form>
      <details className="rounded-lg border border-slate-200 p-3" data-testid="recovery-code-entry">
        <summary className="cursor-pointer font-semibold text-sky-800">{t("admin.login.useRecoveryCode")}</summary>
        {/* Recovery codes are letters and digits (xxxxx-xxxxx): the ordinary keyboard, not the numeric one. */}
        <Form method="post" className="mt-3 grid gap-3">
          <label htmlFor="login-recovery-code" className="font-semibold text-slate-800">
            {t("admin.login.recoveryCode")}
          </label>
          <input
            id="login-recovery-code"
            name="code"
            dir="ltr"
            required
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            pattern={recoveryCodePattern}
            aria-describedby="login-recovery-code-hint"
            className={inputStyles}
          />
          <p id="login-recovery-code-hint" className="text-sm text-slate-600">
            {t("admin.login.recoveryCodeHint")}
          </p>
          <SubmitButton intent={loginIntents.code} variant="secondary" pendingLabel={t("admin.login.submitting")}>
            {t("admin.login.codeSubmit")}
          </SubmitButton>
        </Form>
      </details>
      <Form method="post" className="text-center">
        <button type="submit" name="intent" value={loginIntents.startAgain} className={buttonStyles.secondary}>
          {t("admin.login.startAgain")}
        </button>
      </Form>
    </div>
  );
}
