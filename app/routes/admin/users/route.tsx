import { deleteUser, getUserById, listUsers } from "#db/models/users.server";
import { getT } from "~/lib/i18n.server";
import { useTranslation } from "react-i18next";
import { TabHeading } from "~/components/admin/tab-heading";
import { AddUserForm, UserList } from "./user-views";
import { SessionList } from "./session-list";
import { changePassword, checkCurrentPassword, createAdministrator } from "~/services/auth.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { endOtherSessions, listOwnSessions } from "~/services/session.server";
import { newUserSchema, passwordChangeFormSchema } from "~/schemas/user";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { twoFactorIntent, userIntents } from "./intents";
import { turnOffTwoFactorOf, usersWithTwoFactor } from "./two-factor.server";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { backTo, dispatchIntent, idFrom, parseForm, redirectWithToast } from "../form-actions.server";

// The forms' schemas plus the server-only checks, with the email of the user whose password it is.
const newUserForm = refusingWeakPasswords(newUserSchema, (value) => value.email);
const passwordFields = ["currentPassword", "password", "confirmPassword"];

export async function loader({ context }: Route.LoaderArgs) {
  const admin = currentAdmin(context);
  const [users, sessions, twoFactor] = await Promise.all([listUsers(), listOwnSessions(admin), usersWithTwoFactor()]);
  return { users, currentUserId: admin.user.id, sessions, twoFactorOn: twoFactor };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const t = getT(context);
  const admin = currentAdmin(context);
  const back = backTo(url);
  const id = idFrom(formData);

  return dispatchIntent(formData, {
    async [userIntents.create]() {
      const submission = parseForm(formData, newUserForm);
      if (submission.status !== "success") {
        return { form: "create", result: submission.reply({ hideFields: ["password"] }) };
      }
      const created = await createAdministrator(submission.value.email, submission.value.password, currentActor(context));
      if (!created.ok) {
        const result = submission.reply({ fieldErrors: { email: [t("admin.toasts.userExists")] }, hideFields: ["password"] });
        return { form: "create", result };
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.userCreated"), description: created.user.email });
    },
    async [userIntents.changePassword]() {
      const owner = id === undefined ? undefined : await getUserById(id);
      const submission = parseForm(formData, refusingWeakPasswords(passwordChangeFormSchema, owner?.email));
      if (submission.status !== "success") {
        // The fields come back empty after a failed attempt (docs/product.md#users-tab).
        const result = submission.reply({ hideFields: passwordFields });
        return { form: `password-${id}`, result, attempt: Date.now() };
      }
      if (id === admin.user.id) {
        const check = await checkCurrentPassword(admin.user.email, submission.value.currentPassword, context);
        if (!check.ok) {
          const error =
            check.reason === "throttled"
              ? t("admin.login.throttled", { count: Math.max(1, Math.ceil(check.retryAfterSeconds / 60)) })
              : t(check.reason === "missing" ? "validation.currentPasswordRequired" : "validation.currentPasswordWrong");
          const result = submission.reply({ fieldErrors: { currentPassword: [error] }, hideFields: passwordFields });
          return { form: `password-${id}`, result, attempt: Date.now() };
        }
      }
      // Ends that user's other sessions; the signed-in administrator's own one stays.
      const updated = id !== undefined && (await changePassword(id, submission.value.password, currentActor(context), admin.sessionId));
      if (!updated) {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.passwordFailed"), description: t("admin.toasts.notFound") });
      }
      return redirectWithToast(back, {
        kind: "success",
        title: t("admin.toasts.passwordUpdated"),
        description: id === admin.user.id ? undefined : t("admin.toasts.passwordUpdatedText"),
      });
    },
    async [userIntents.delete]() {
      const outcome = id === undefined ? "not-found" : await deleteUser(id, currentActor(context));
      if (outcome === "last-user") {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.userDeleteFailed"), description: t("admin.toasts.lastUser") });
      }
      if (outcome === "not-found") {
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.userDeleteFailed"), description: t("admin.toasts.notFound") });
      }
      // Deleting one's own account ends one's own session with it.
      const to = id === admin.user.id ? "/admin-login" : back;
      return redirectWithToast(to, { kind: "success", title: t("admin.toasts.userDeleted") });
    },
    async [twoFactorIntent]() {
      return turnOffTwoFactorOf(id, currentActor(context), back, t);
    },
    async [userIntents.signOutOthers]() {
      await endOtherSessions(admin, currentActor(context));
      return redirectWithToast(back, {
        kind: "success",
        title: t("admin.toasts.otherSessionsEnded"),
        description: t("admin.toasts.otherSessionsEndedText"),
      });
    },
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="users" />;
}

export default function UsersTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("admin.tabs.users")} | ${t("admin.header.title")}`}</title>
      <TabHeading title={t("admin.users.title")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AddUserForm lastResult={actionData?.form === "create" ? actionData.result : undefined} />
        <UserList
          users={loaderData.users}
          currentUserId={loaderData.currentUserId}
          passwordResult={actionData?.form.startsWith("password-") ? actionData : undefined}
          twoFactorOn={loaderData.twoFactorOn}
        />
      </div>
      <SessionList sessions={loaderData.sessions} />
    </>
  );
}
