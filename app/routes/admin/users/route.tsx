import { deleteUser, listAccounts, setUserRole } from "#db/models/users.server";
import { withdrawInvitation } from "#db/models/invitations.server";
import { data } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { TabHeading } from "~/components/admin/tab-heading";
import { InviteForm, UserList } from "./user-views";
import { SessionList } from "./session-list";
import { createAdministrator } from "~/services/auth.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { listedSessions } from "./listed-sessions.server";
import { invitationSchema, newUserSchema, userRoleSchema } from "~/schemas/user";
import { inviteUser, resendInvitation } from "~/services/invitations.server";
import { requestInfoContext } from "~/lib/context";
import { changePasswordAction, signOutOthersAction } from "./account-actions.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { userIntents } from "./intents";
import { twoFactorIntent } from "~/features/two-factor/intents";
import { turnOffTwoFactorOf, usersWithTwoFactor } from "~/features/two-factor/users-two-factor.route.server";
import { currentActor, currentAdmin } from "../dashboard/admin-context.server";
import { dispatchIntent, parseForm, redirectWithToast, postedForm } from "../form-actions.server";

// The form's schema plus the server-only checks, with the email of the new user.
const newUserForm = refusingWeakPasswords(newUserSchema, (value) => value.email);

export async function loader({ context }: Route.LoaderArgs) {
  const admin = currentAdmin(context);
  const [users, sessions, twoFactor] = await Promise.all([listAccounts(), listedSessions(admin), usersWithTwoFactor()]);
  return { users, currentUserId: admin.user.id, sessions, twoFactorOn: twoFactor.on, factors: twoFactor.factors, now: new Date().toISOString() };
}

export async function action(args: Route.ActionArgs) {
  const { formData, t, id, back } = await postedForm(args);
  const admin = currentAdmin(args.context);
  const { request, context } = args;

  return dispatchIntent(formData, {
    async [userIntents.create]() {
      const submission = parseForm(formData, newUserForm);
      if (submission.status !== "success") {
        return { form: "create", result: submission.reply({ hideFields: ["password"] }) };
      }
      const { email, password, role } = submission.value;
      const created = await createAdministrator(email, password, currentActor(context), role);
      if (!created.ok) {
        const result = submission.reply({ fieldErrors: { email: [t("admin.toasts.userExists")] }, hideFields: ["password"] });
        return { form: "create", result };
      }
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.userCreated"), description: created.user.email });
    },
    async [userIntents.invite]() {
      const submission = parseForm(formData, invitationSchema);
      // Refused input answers 400 (409 for a taken email) with the form as it was typed.
      if (submission.status !== "success") return data({ form: "invite", result: submission.reply() }, { status: 400 });
      const { origin } = context.get(requestInfoContext);
      const invited = await inviteUser(submission.value, currentActor(context), origin);
      if (invited.status === "duplicate") {
        return data({ form: "invite", result: submission.reply({ fieldErrors: { email: [t("admin.toasts.accountExists")] } }) }, { status: 409 });
      }
      return redirectWithToast(back, {
        kind: "success",
        title: t("admin.toasts.invited"),
        description: t("admin.toasts.invitedText", { email: invited.email }),
      });
    },
    async [userIntents.resendInvitation]() {
      const { origin } = context.get(requestInfoContext);
      const resent = id === undefined ? undefined : await resendInvitation(id, currentActor(context), origin);
      if (!resent)
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.inviteFailed"), description: t("admin.toasts.noPendingInvitation") });
      return redirectWithToast(back, {
        kind: "success",
        title: t("admin.toasts.inviteResent"),
        description: t("admin.toasts.invitedText", { email: resent.email }),
      });
    },
    async [userIntents.withdrawInvitation]() {
      const withdrawn = id === undefined ? undefined : await withdrawInvitation(id, currentActor(context));
      if (!withdrawn)
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.inviteFailed"), description: t("admin.toasts.noPendingInvitation") });
      return redirectWithToast(back, { kind: "success", title: t("admin.toasts.inviteWithdrawn"), description: withdrawn });
    },
    [userIntents.changePassword]: () => changePasswordAction(request, formData, context, back, id),
    async [userIntents.role]() {
      const submission = parseForm(formData, userRoleSchema);
      if (submission.status !== "success") return { form: `role-${id}`, result: submission.reply() };
      const change = id === undefined ? { status: "not-found" as const } : await setUserRole(id, submission.value.role, currentActor(context));
      if (change.status === "last-administrator" || change.status === "not-found") {
        const description = t(change.status === "not-found" ? "admin.toasts.notFound" : "admin.toasts.lastAdministratorRole");
        return redirectWithToast(back, { kind: "error", title: t("admin.toasts.roleFailed"), description });
      }
      const { email, role } = change.user;
      const roleName = t(role === "administrator" ? "admin.roles.administrator" : "admin.roles.editor");
      // An administrator who made themselves an editor no longer opens this tab: back to the dashboard's first.
      const to = change.user.id === admin.user.id && role !== "administrator" ? "/admin-dashboard" : back;
      return redirectWithToast(to, { kind: "success", title: t("admin.toasts.roleUpdated"), description: `${email}: ${roleName}` });
    },
    async [userIntents.delete]() {
      const outcome = id === undefined ? "not-found" : await deleteUser(id, currentActor(context));
      if (outcome === "last-administrator") {
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
    [userIntents.signOutOthers]: () => signOutOthersAction(request, formData, context, back),
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="users" />;
}

export default function UsersTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.users")} title={t("admin.users.title")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <InviteForm lastResult={actionData?.form === "invite" ? actionData.result : undefined} />
        <UserList
          users={loaderData.users}
          currentUserId={loaderData.currentUserId}
          passwordResult={actionData?.form.startsWith("password-") ? actionData : undefined}
          twoFactorOn={loaderData.twoFactorOn}
          factors={loaderData.factors}
          now={loaderData.now}
          roleResult={actionData?.form.startsWith("role-") ? actionData : undefined}
        />
      </div>
      <SessionList sessions={loaderData.sessions} />
    </>
  );
}
