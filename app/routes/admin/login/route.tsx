import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { getT } from "~/lib/i18n.server";
import { ArrowLeft, ArrowRight, LockKeyhole } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { FormErrors, SignInCard } from "~/components/admin/sign-in-card";
import { useTranslation } from "~/lib/use-translation";
import { useLocale } from "~/components/admin/locale";
import { PasswordField } from "~/components/admin/password-field";
import { SubmitButton } from "~/components/admin/buttons";
import { ConformTextField } from "~/components/admin/form-fields";
import { getSignedIn, login, safeRedirectPath } from "~/services/auth.server";
import { readPendingSignIn, startPendingSignIn } from "~/features/two-factor/two-factor.service.server";
import { takeFlash } from "~/lib/flash.server";
import { loginSchema } from "~/schemas/user";
import type { Route } from "./+types/route";
import { parseForm } from "../form-actions.server";
import { CodeStep } from "./code-step";
import { PasskeyButton } from "~/features/two-factor/passkey-button.view";
import { codeStepAction, loginIntents, throttledText } from "./code-step.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await getSignedIn(request, context)) throw redirect(redirectTo);
  const { flash, headers } = await takeFlash(request);
  // A sign-in whose password was right and that waits for its code (docs/decisions/0040-two-factor-and-passkeys.md).
  const pending = readPendingSignIn(request) !== undefined;
  return data({ redirectTo, notice: flash?.title, noticeKind: flash?.kind, pending }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const intent = formData.get("intent");
  if (intent === loginIntents.code || intent === loginIntents.startAgain) return codeStepAction(request, context, formData);
  const submission = parseForm(formData, loginSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const t = getT(context);
  const result = await login(request, context);
  if (result.ok) {
    throw redirect(safeRedirectPath(formData.get("redirectTo")), {
      headers: result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
    });
  }
  if (result.reason === "two-factor-required") {
    // No session yet: a signed cookie names the user and a one-use nonce for five minutes, never the password.
    const pending = { userId: result.user.id, redirectTo: safeRedirectPath(formData.get("redirectTo")) };
    return data({ step: "code" as const, result: undefined }, { headers: { "Set-Cookie": await startPendingSignIn(pending) } });
  }
  if (result.reason === "throttled") {
    return data(
      { result: submission.reply({ formErrors: [throttledText(t, result)], hideFields: ["password"] }) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.reason === "passkey-required") {
    return data({ result: submission.reply({ formErrors: [t("admin.login.passkeyRequired")], hideFields: ["password"] }) }, { status: 401 });
  }
  // The same answer whether or not the email has an account.
  return data({ result: submission.reply({ formErrors: [t("admin.login.failed")], hideFields: ["password"] }) }, { status: 401 });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const codeStep = actionData && "step" in actionData ? actionData.step === "code" : loaderData.pending;
  const Back = locale === "ar" ? ArrowRight : ArrowLeft;
  return (
    <SignInCard icon={LockKeyhole} title={t("admin.login.title")} large intro={t("admin.login.subtitle")} pageTitle={t("admin.login.pageTitle")}>
      {loaderData.notice && (
        <p
          role="status"
          className={`mt-6 rounded-lg p-3 text-center font-semibold ${loaderData.noticeKind === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
        >
          {loaderData.notice}
        </p>
      )}
      {codeStep ? (
        <CodeStep lastResult={actionData?.result} />
      ) : (
        <PasswordStep redirectTo={loaderData.redirectTo} lastResult={actionData && !("step" in actionData) ? actionData.result : undefined} />
      )}
      <p className="mt-6 text-center">
        <Link to={locale === "en" ? "/en" : "/"} className="inline-flex items-center gap-2 font-semibold text-sky-800 underline">
          <Back className="size-4" aria-hidden="true" />
          {t("admin.login.back")}
        </Link>
      </p>
    </SignInCard>
  );
}

function PasswordStep({ redirectTo, lastResult }: { redirectTo: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(loginSchema, {
    id: "login",
    lastResult,
  });
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <ConformTextField meta={fields.email} type="email" label={t("admin.login.email")} dir="ltr" autoComplete="username webauthn" required />
        <PasswordField meta={fields.password} label={t("admin.login.password")} autoComplete="current-password" />
        <SubmitButton intent="login" pendingLabel={t("admin.login.submitting")} className="w-full text-base">
          {t("admin.login.submit")}
        </SubmitButton>
      </Form>
      <PasskeyButton redirectTo={redirectTo} />
      <p className="mt-4 text-center">
        <Link to="/admin-forgot-password" className="font-semibold text-sky-800 underline">
          {t("admin.login.forgot")}
        </Link>
      </p>
    </>
  );
}
