import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps } from "@conform-to/react";
import { data, Form } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { SubmitButton } from "~/components/admin/buttons";
import { PasswordField } from "~/components/admin/password-field";
import { requestInfoContext } from "~/lib/context";
import { getT } from "~/lib/i18n.server";
import { refusingWeakPasswords } from "~/lib/password-policy.server";
import { acceptInvitationFormSchema } from "~/schemas/user";
import { acceptInvitation, invitationLinkStatus } from "~/services/invitations.server";
import type { Route } from "./+types/invitation";
import { parseForm, redirectWithToast } from "../form-actions.server";
import { FormErrors } from "~/components/admin/sign-in-card";
import { ResetFrame, UnusableLink } from "./frame";
import { linkPageHeaders, passwordFields, throttledReply, weakPasswordReply } from "./link-page.server";

const acceptForm = refusingWeakPasswords(acceptInvitationFormSchema);
type LinkProblem = "missingToken" | "invalidToken" | "usedToken" | "expiredToken";
const problemOf = { missing: "missingToken", invalid: "invalidToken", used: "usedToken", expired: "expiredToken" } as const;
/** 410 for a link that once worked (used or expired), 400 for one that never did. */
const statusOf = (problem: LinkProblem) => (problem === "usedToken" || problem === "expiredToken" ? 410 : 400);

/**
 * /admin-accept-invitation?token=…: the invitation email's link (docs/decisions/0039-roles.md). Like
 * the reset page beside it: an unusable link says why, in the page's language; a usable one asks for
 * the invitee's own password (the same policy and strength check), then sends them to sign in, where
 * their role's two-factor rule applies.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = (url.searchParams.get("token") ?? "").slice(0, 200);
  const status = token ? await invitationLinkStatus(token) : "missing";
  const problem: LinkProblem | undefined = status === "valid" ? undefined : problemOf[status];
  return data({ token, problem }, { status: problem ? statusOf(problem) : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseForm(formData, acceptForm);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: passwordFields }) }, { status: 400 });
  const t = getT(context);
  const { clientIp } = context.get(requestInfoContext);
  const { token, password } = submission.value;
  const outcome = await acceptInvitation({ token, password, clientIp });
  switch (outcome.status) {
    case "accepted":
      return redirectWithToast("/admin-login", { kind: "success", title: t("admin.invitation.accepted"), description: outcome.email });
    case "rate-limited":
      return throttledReply(submission, t, outcome.retryAfterSeconds);
    case "invalid":
      return weakPasswordReply(submission, outcome.issues);
    case "invalid-link":
    case "used":
    case "expired": {
      const problem = problemOf[outcome.status === "invalid-link" ? "invalid" : outcome.status];
      return data(
        { result: submission.reply({ formErrors: [t(`admin.invitation.${problem}`)], hideFields: passwordFields }) },
        { status: statusOf(problem) },
      );
    }
  }
}

export const headers = linkPageHeaders;

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(acceptInvitationFormSchema, {
    id: "accept-invitation",
    lastResult: actionData?.result,
  });
  if (loaderData.problem) {
    return (
      <ResetFrame title={t("admin.invitation.title")}>
        <title>{t("admin.invitation.pageTitle")}</title>
        <UnusableLink text={t(`admin.invitation.${loaderData.problem}`)} />
      </ResetFrame>
    );
  }
  return (
    <ResetFrame title={t("admin.invitation.title")} intro={t("admin.invitation.intro")}>
      <title>{t("admin.invitation.pageTitle")}</title>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <PasswordField meta={fields.password} label={t("admin.invitation.password")} autoComplete="new-password" />
        <PasswordField meta={fields.confirmPassword} label={t("admin.invitation.confirmPassword")} autoComplete="new-password" />
        <SubmitButton intent="accept-invitation" pendingLabel={t("admin.invitation.saving")} className="w-full text-base">
          {t("admin.invitation.save")}
        </SubmitButton>
      </Form>
    </ResetFrame>
  );
}
