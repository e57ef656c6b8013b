import { data } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { listPasskeys } from "#db/models/passkeys.server";
import { getT } from "~/lib/i18n.server";
import { TabHeading } from "~/components/admin/tab-heading";
import { checkCurrentPassword } from "~/services/auth.server";
import {
  confirmEnrolment,
  disableOwnTotp,
  groupedKey,
  pendingEnrolment,
  recoveryCodesLeft,
  renewRecoveryCodes,
  startEnrolment,
  totpEnabled,
} from "./two-factor.service.server";
import { removePasskey } from "./passkeys.service.server";
import { currentPasswordSchema, recoveryCodesSavedSchema, totpConfirmSchema } from "~/schemas/two-factor";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/security.route";
import { TabErrorBoundary } from "~/routes/admin/dashboard/error-boundary";
import { currentActor, currentAdmin } from "~/routes/admin/dashboard/admin-context.server";
import { backTo, dispatchIntent, parseForm, redirectWithToast } from "~/routes/admin/form-actions.server";
import { securityIntents } from "./intents";
import { PasskeyPanel, TotpPanel } from "./security.view";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** The forms that ask for the password: each second factor added or removed (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md). */
type PasswordForm = "start" | "disable" | "renew" | `passkey:${string}`;

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = currentAdmin(context);
  const [enabled, pending, left, passkeys] = await Promise.all([
    totpEnabled(user.id),
    pendingEnrolment(user),
    recoveryCodesLeft(user.id),
    listPasskeys(user.id),
  ]);
  return {
    email: user.email,
    totp: enabled
      ? { state: "on" as const, recoveryCodesLeft: left }
      : pending
        ? { state: "enrolling" as const, qrSvg: pending.qrSvg, key: groupedKey(pending.secret) }
        : { state: "off" as const },
    passkeys,
    required: env().REQUIRE_2FA && !enabled && passkeys.length === 0,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = getT(context);
  const { user } = currentAdmin(context);
  const back = backTo(url);
  /**
   * The current password of a form that needs it: undefined when right, else the form's answer with the error beside the
   * field (400, or 429 throttled). A missing one is refused the same way.
   */
  async function refusedPassword(form: PasswordForm) {
    const submission = parseForm(formData, currentPasswordSchema);
    if (submission.status !== "success") return data({ form, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    const check = await checkCurrentPassword(request, user.email, submission.value.password, context);
    if (check.ok) return undefined;
    const error =
      check.reason === "throttled"
        ? t("admin.login.throttled", { count: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)) })
        : t(check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong");
    const result = submission.reply({ fieldErrors: { password: [error] }, hideFields: ["password"] });
    return data({ form, result }, { status: check.reason === "throttled" ? 429 : 400 });
  }
  return dispatchIntent(formData, {
    async [securityIntents.totpStart]() {
      const refused = await refusedPassword("start");
      if (refused) return refused;
      await startEnrolment(user);
      return redirectWithToast(back, { kind: "success", title: t("admin.security.totp.start") });
    },
    async [securityIntents.totpConfirm]() {
      const submission = parseForm(formData, totpConfirmSchema);
      if (submission.status !== "success") return data({ form: "confirm" as const, result: submission.reply() }, { status: 400 });
      const codes = await confirmEnrolment(user, submission.value.code, currentActor(context));
      if (!codes)
        return data(
          { form: "confirm" as const, result: submission.reply({ fieldErrors: { code: [t("validation.codeRejected")] } }) },
          { status: 400 },
        );
      // Shown in this answer only: never stored readable, never in a redirect.
      return data({ form: "codes" as const, recoveryCodes: codes });
    },
    async [securityIntents.totpDisable]() {
      const refused = await refusedPassword("disable");
      if (refused) return refused;
      const off = await disableOwnTotp(user, currentActor(context));
      return redirectWithToast(back, {
        kind: off ? "success" : "error",
        title: t(off ? "admin.security.toasts.off" : "admin.security.toasts.notOn"),
      });
    },
    async [securityIntents.recoveryCodesRenew]() {
      const refused = await refusedPassword("renew");
      if (refused) return refused;
      const codes = await renewRecoveryCodes(user, currentActor(context));
      if (!codes) return redirectWithToast(back, { kind: "error", title: t("admin.security.toasts.notOn") });
      // Shown in this answer only, as after enrolment: never stored readable, never in a redirect.
      return data({ form: "codes" as const, recoveryCodes: codes, renewed: true });
    },
    async [securityIntents.recoveryCodesSaved]() {
      // Continuing past new recovery codes asks for the box "I have saved these codes" (docs/decisions/0040-two-factor-and-passkeys.md):
      // without it, the same codes again (from the form's hidden fields) and the message beside the box.
      const submission = parseForm(formData, recoveryCodesSavedSchema);
      if (submission.status !== "success") {
        const codes = formData
          .getAll("codes")
          .filter((one): one is string => typeof one === "string" && one.length <= 20)
          .slice(0, 10);
        return data(
          {
            form: "codes" as const,
            recoveryCodes: codes,
            renewed: formData.get("renewed") === "yes",
            savedError: t("validation.recoveryCodesNotSaved"),
          },
          { status: 400 },
        );
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.security.totp.savedToast") });
    },
    async [securityIntents.passkeyDelete]() {
      const id = formData.get("passkeyId");
      if (typeof id !== "string") return redirectWithToast(back, { kind: "error", title: t("api.passkeyNotFound") });
      const refused = await refusedPassword(`passkey:${id}`);
      if (refused) return refused;
      const removed = await removePasskey(user.id, id, currentActor(context));
      return redirectWithToast(back, {
        kind: removed ? "success" : "error",
        title: t(removed ? "admin.security.toasts.passkeyRemoved" : "api.passkeyNotFound"),
      });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="security" />;
}

export default function SecurityTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <TabHeading documentTitle={t("admin.security.title")} title={t("admin.security.title")}>
        {t("admin.security.intro")}
      </TabHeading>
      {loaderData.required && (
        <p role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900">
          {t("admin.security.required")}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TotpPanel email={loaderData.email} totp={loaderData.totp} actionData={actionData} />
        <PasskeyPanel passkeys={loaderData.passkeys} actionData={actionData} />
      </div>
    </>
  );
}
