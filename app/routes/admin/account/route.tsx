import { FormPanel } from "~/components/admin/form-panel";
import { useTranslation } from "~/lib/use-translation";
import { TabHeading } from "~/components/admin/tab-heading";
import { listedSessions } from "../users/listed-sessions.server";
import type { Route } from "./+types/route";
import { TabErrorBoundary } from "../dashboard/error-boundary";
import { currentAdmin } from "../dashboard/admin-context.server";
import { backTo, dispatchIntent } from "../form-actions.server";
import { changePasswordAction, signOutOthersAction } from "../users/account-actions.server";
import { userIntents } from "../users/intents";
import { SessionList } from "../users/session-list";
import { PasswordForm } from "../users/user-views";

export const handle: import("~/lib/route-handle").RouteHandle = { access: "editors" };

/** One's own account, whatever one's role: the password (the current one asked first) and the sessions. */
export async function loader({ context }: Route.LoaderArgs) {
  const signedIn = currentAdmin(context);
  return { user: signedIn.user, sessions: await listedSessions(signedIn) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const formData = await request.clone().formData();
  const back = backTo(url);
  const own = currentAdmin(context).user.id;
  return dispatchIntent(formData, {
    // Always one's own password here, whatever id the form sends.
    [userIntents.changePassword]: () => changePasswordAction(request, formData, context, back, own),
    [userIntents.signOutOthers]: () => signOutOthersAction(request, formData, context, back),
  });
}

export function ErrorBoundary() {
  return <TabErrorBoundary tab="account" />;
}

export default function AccountTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, sessions } = loaderData;
  return (
    <>
      <TabHeading documentTitle={t("admin.tabs.account")} title={t("admin.account.title")} />
      <FormPanel title={t("admin.users.changePassword")}>
        <p className="mt-1 text-slate-700">
          <bdi dir="ltr">{user.email}</bdi> · {t(user.role === "administrator" ? "admin.roles.administrator" : "admin.roles.editor")}
        </p>
        <PasswordForm key={actionData?.attempt ?? "first"} user={user} own cancellable={false} lastResult={actionData?.result} />
      </FormPanel>
      <SessionList sessions={sessions} />
    </>
  );
}
