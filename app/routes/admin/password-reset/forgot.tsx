import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps } from "@conform-to/react";
import { getT, getLocale } from "~/lib/i18n.server";
import { data, Form } from "react-router";
import { SubmitButton } from "~/components/admin/buttons";
import { ConformTextField } from "~/components/admin/form-fields";
import { useTranslation } from "~/lib/use-translation";
import { requestInfoContext } from "~/lib/context";
import { forgotPasswordSchema } from "~/schemas/user";
import { requestPasswordReset } from "~/services/password-reset.server";
import type { Route } from "./+types/forgot";
import { parseForm, redirectWithToast } from "../form-actions.server";
import { FormErrors } from "~/components/admin/sign-in-card";
import { ResetFrame } from "./frame";
import { logOf } from "~/lib/request-logger.server";

/**
 * /admin-forgot-password: asks for the email and answers the same whether or not an administrator
 * has it, on the sign-in page (Post/Redirect/Get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, forgotPasswordSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const t = getT(context);
  const { clientIp, origin } = context.get(requestInfoContext);
  const outcome = await requestPasswordReset({ clientIp, origin, locale: getLocale(context), input: () => submission.value, logger: logOf(context) });
  if (outcome.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
    return data(
      { result: submission.reply({ formErrors: [t("admin.passwordReset.throttled", { count: minutes })] }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.status === "invalid") return data({ result: submission.reply() }, { status: 400 });
  return redirectWithToast("/admin-login", { kind: "success", title: t("admin.passwordReset.sent") });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(forgotPasswordSchema, {
    id: "forgot-password",
    lastResult: actionData?.result,
  });
  return (
    <ResetFrame title={t("admin.passwordReset.forgotTitle")} intro={t("admin.passwordReset.forgotIntro")}>
      <title>{t("admin.passwordReset.forgotPageTitle")}</title>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <ConformTextField meta={fields.email} type="email" label={t("admin.passwordReset.email")} dir="ltr" autoComplete="username" required />
        <SubmitButton intent="forgot-password" pendingLabel={t("admin.passwordReset.sending")} className="w-full text-base">
          {t("admin.passwordReset.send")}
        </SubmitButton>
      </Form>
    </ResetFrame>
  );
}
