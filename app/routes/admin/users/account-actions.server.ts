import type { RouterContextProvider } from "react-router";
import { getUserById } from "#db/models/users.server";
import { getT } from "~/lib/i18n.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { passwordChangeFormSchema } from "~/schemas/user";
import { changePassword, checkCurrentPassword } from "~/services/auth.server";
import { endOtherSessions } from "~/services/session.server";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { parseForm, redirectWithToast } from "../form-actions.server";

/*
 * The account forms the users tab and the account tab share (docs/decisions/0039-roles.md): a new
 * password for user `id` (one's own asks for the current one) and signing out one's other devices.
 */

type Context = Readonly<RouterContextProvider>;
const passwordFields = ["currentPassword", "password", "confirmPassword"];

export async function changePasswordAction(request: Request, formData: FormData, context: Context, back: string, id: number | undefined) {
  const t = getT(context);
  const admin = currentAdmin(context);
  // The server-only checks, with the email of the user whose password it is.
  const owner = id === undefined ? undefined : await getUserById(id);
  const submission = parseForm(formData, refusingWeakPasswords(passwordChangeFormSchema, owner?.email));
  if (submission.status !== "success") {
    // The fields come back empty after a failed attempt (docs/product.md#users-tab).
    const result = submission.reply({ hideFields: passwordFields });
    return { form: `password-${id}`, result, attempt: Date.now() };
  }
  if (id === admin.user.id) {
    const check = await checkCurrentPassword(request, admin.user.email, submission.value.currentPassword, context);
    if (!check.ok) {
      const error =
        check.reason === "throttled"
          ? t("admin.login.throttled", { count: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)) })
          : t(check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong");
      const result = submission.reply({ fieldErrors: { currentPassword: [error] }, hideFields: passwordFields });
      return { form: `password-${id}`, result, attempt: Date.now() };
    }
  }
  // Ends that user's other sessions; the signed-in user's own one stays.
  const updated = id !== undefined && (await changePassword(id, submission.value.password, currentActor(context), admin.sessionId));
  if (!updated) {
    return redirectWithToast(back, { kind: "error", title: t("admin.toasts.passwordFailed"), description: t("admin.toasts.notFound") });
  }
  return redirectWithToast(back, {
    kind: "success",
    title: t("admin.toasts.passwordUpdated"),
    description: id === admin.user.id ? undefined : t("admin.toasts.passwordUpdatedText"),
  });
}

/**
 * Signs out everywhere else; "also remove my passkeys" removes them too, with the current password
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md): a wrong one ends nothing and says so.
 */
export async function signOutOthersAction(request: Request, formData: FormData, context: Context, back: string) {
  const t = getT(context);
  const admin = currentAdmin(context);
  const removePasskeys = formData.get("removePasskeys") === "on";
  if (removePasskeys) {
    const password = formData.get("removalPassword");
    const check = await checkCurrentPassword(request, admin.user.email, typeof password === "string" ? password : undefined, context);
    if (!check.ok) {
      const title =
        check.reason === "throttled"
          ? t("admin.login.throttled", { count: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)) })
          : t(check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong");
      return redirectWithToast(back, { kind: "error", title });
    }
  }
  await endOtherSessions(admin, currentActor(context), removePasskeys);
  return redirectWithToast(back, {
    kind: "success",
    title: t("admin.toasts.otherSessionsEnded"),
    description: t("admin.toasts.otherSessionsEndedText"),
  });
}
