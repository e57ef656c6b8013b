import { getFormProps, useForm } from "@conform-to/react";
import { getT } from "~/lib/i18n.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { SubmitButton } from "~/components/admin/buttons";
import { PasswordField } from "~/components/admin/password-field";
import { useTranslation } from "react-i18next";
import { requestInfoContext } from "~/lib/context";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { validationKey } from "~/lib/validation-message";
import { resetPasswordFormSchema } from "~/schemas/user";
import { passwordResetLinkStatus, resetPassword } from "~/services/password-reset.server";
import type { Route } from "./+types/reset";
import { parseForm, redirectWithToast } from "../form-actions.server";
import { FormErrors, ResetFrame } from "./frame";
import { RemovePasskeys } from "~/components/admin/remove-passkeys";

const resetForm = refusingWeakPasswords(resetPasswordFormSchema);
const passwordFields = ["password", "confirmPassword"];
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
    case "rate-limited": {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      const formErrors = [t("admin.passwordReset.throttled", { count: minutes })];
      return data(
        { result: submission.reply({ formErrors, hideFields: passwordFields }) },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    case "invalid": {
      const fieldErrors = { password: outcome.issues.map((issue) => validationKey(issue)) };
      return data({ result: submission.reply({ fieldErrors, hideFields: passwordFields }) }, { status: 400 });
    }
    case "expired":
    case "invalid-link": {
      const formErrors = [t(outcome.status === "expired" ? "admin.passwordReset.expiredToken" : "admin.passwordReset.invalidToken")];
      return data({ result: submission.reply({ formErrors, hideFields: passwordFields }) }, { status: outcome.status === "expired" ? 410 : 400 });
    }
  }
}

/**
 * `same-origin`: the link's token never leaves the site in a Referer. Not `no-referrer`, with which
 * Chromium sends `Origin: null` on the page's own form post, refused as cross-site
 * (docs/decisions/0012-security-baseline.md).
 */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (loaderData.problem) {
    return (
      <ResetFrame title={t("admin.passwordReset.resetTitle")}>
        <title>{t("admin.passwordReset.resetPageTitle")}</title>
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
          {t(`admin.passwordReset.${loaderData.problem}`)}
        </p>
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
