import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps } from "@conform-to/react";
import { getT } from "~/lib/i18n.server";
import { data, Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/buttons";
import { PasswordField } from "~/components/admin/password-field";
import { useTranslation } from "~/lib/use-translation";
import { requestInfoContext } from "~/lib/context";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { resetPasswordFormSchema } from "~/schemas/user";
import { passwordResetLinkStatus, resetPassword } from "~/services/password-reset.server";
import type { Route } from "./+types/reset";
import { parseForm, redirectWithToast } from "../form-actions.server";
import { FormErrors } from "~/components/admin/sign-in-card";
import { ResetFrame, UnusableLink } from "./frame";
import { linkPageHeaders, passwordFields, throttledReply, weakPasswordReply } from "./link-page.server";
import { RemovePasskeys } from "~/features/two-factor/remove-passkeys.view";

const resetForm = refusingWeakPasswords(resetPasswordFormSchema);
type LinkProblem = "missingToken" | "invalidToken" | "expiredToken";

/**
 * /admin-reset-password?token=…: the email's link. An unusable link says why (400, or 410 once
 * expired) and offers a new one; a usable one asks for the new password, then signs every session
 * of that administrator out and sends them to sign in.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = (url.searchParams.get("token") ?? "").slice(0, 200);
  const status = token ? await passwordResetLinkStatus(token) : "missing";
  const problem: LinkProblem | undefined =
    status === "valid" ? undefined : status === "missing" ? "missingToken" : status === "expired" ? "expiredToken" : "invalidToken";
  return data({ token, problem }, { status: problem === "expiredToken" ? 410 : problem ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, resetForm);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  const t = getT(context);
  const { clientIp } = context.get(requestInfoContext);
  const { token, password, removePasskeys } = submission.value;
  const outcome = await resetPassword({ clientIp, input: () => ({ token, password, removePasskeys: removePasskeys === true }) });
  switch (outcome.status) {
    case "reset":
      return redirectWithToast("/admin-login", { kind: "success", title: t("admin.login.passwordReset") });
    case "rate-limited":
      return throttledReply(submission, t, outcome.retryAfterSeconds);
    case "invalid":
      return weakPasswordReply(submission, outcome.issues);
    case "expired":
    case "invalid-link": {
      const formErrors = [t(outcome.status === "expired" ? "admin.passwordReset.expiredToken" : "admin.passwordReset.invalidToken")];
      return data({ result: submission.reply({ formErrors, hideFields: passwordFields }) }, { status: outcome.status === "expired" ? 410 : 400 });
    }
  }
}

export const headers = linkPageHeaders;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(resetPasswordFormSchema, {
    id: "reset-password",
    lastResult: actionData?.result,
  });
  if (loaderData.problem) {
    return (
      <ResetFrame title={t("admin.passwordReset.resetTitle")}>
        <title>{t("admin.passwordReset.resetPageTitle")}</title>
        <UnusableLink text={t(`admin.passwordReset.${loaderData.problem}`)} />
        <p className="mt-4 text-center">
          <Link to="/admin-forgot-password" className="font-semibold text-sky-800 underline">
            {t("admin.passwordReset.requestAgain")}
          </Link>
        </p>
      </ResetFrame>
    );
  }
  return (
    <ResetFrame title={t("admin.passwordReset.resetTitle")} intro={t("admin.passwordReset.resetIntro")}>
      <title>{t("admin.passwordReset.resetPageTitle")}</title>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <PasswordField meta={fields.password} label={t("admin.passwordReset.password")} autoComplete="new-password" />
        <PasswordField meta={fields.confirmPassword} label={t("admin.passwordReset.confirmPassword")} autoComplete="new-password" />
        <RemovePasskeys name={fields.removePasskeys.name} />
        <SubmitButton intent="reset-password" pendingLabel={t("admin.passwordReset.saving")} className="w-full text-base">
          {t("admin.passwordReset.save")}
        </SubmitButton>
      </Form>
    </ResetFrame>
  );
}
