import { FormPanel } from "~/components/admin/form-panel";
import { useSchemaForm } from "~/components/admin/schema-form";
import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound, Send, UserRound } from "lucide-react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import type { ListedAccount, PublicUser } from "#db/models/users.server";
import { formatNumber } from "~/domain/formats";
import { invitationSchema, passwordChangeFormSchema, userRoleSchema } from "~/schemas/user";
import { roles } from "~/domain/roles";
import { useTranslation } from "~/lib/use-translation";
import { useLocale } from "~/components/admin/locale";
import { PasswordField } from "~/components/admin/password-field";
import { DateTime } from "~/components/admin/date-time";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { type AnyField, ConformTextField, FieldError, FieldLabel, FieldNotes, inputStyles } from "~/components/admin/form-fields";
import { panelParams, useQueryHref } from "~/components/admin/panel-params";
import { userIntents } from "./intents";
import { TwoFactorStatus } from "~/features/two-factor/two-factor-status.view";
import { discardsChanges } from "~/components/admin/unsaved-changes";
import type { Factor } from "~/features/two-factor/users-two-factor.route.server";

/**
 * Invite a person (docs/decisions/0039-roles.md): an email, a role, optionally a name and the
 * email's language; they choose their own password through the link. A plain form post.
 */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { key } = useLocation();
  // A new location (after a sent invitation) starts with an empty form.
  return <InviteFormBody key={key} lastResult={lastResult} />;
}

function InviteFormBody({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = useSchemaForm(invitationSchema, {
    id: "invite",
    lastResult,
    defaultValue: { role: "editor", locale },
  });
  const { key: localeKey, ...localeProps } = getSelectProps(fields.locale);
  return (
    <FormPanel title={t("admin.users.inviteTitle")}>
      <p className="mt-1 text-sm text-slate-700">{t("admin.users.inviteIntro")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
        <ConformTextField meta={fields.email} type="email" label={t("admin.users.email")} dir="ltr" autoComplete="off" required />
        <ConformTextField meta={fields.name} label={t("admin.users.name")} autoComplete="off" />
        <RoleField meta={fields.role} label={t("admin.users.role")} hint={t("admin.users.roleHint")} initial="editor" />
        <div className="grid content-start gap-1">
          <FieldLabel htmlFor={fields.locale.id} label={t("admin.users.emailLanguage")} />
          <select key={localeKey} {...localeProps} defaultValue={locale} className={inputStyles}>
            {(["ar", "en"] as const).map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`admin.users.languages.${language}`)}
              </option>
            ))}
          </select>
          <FieldError id={fields.locale.errorId} errors={fields.locale.errors} />
        </div>
        <SubmitButton intent={userIntents.invite} pendingLabel={t("admin.users.inviting")}>
          <Send className="size-4" aria-hidden="true" />
          {t("admin.users.invite")}
        </SubmitButton>
      </Form>
    </FormPanel>
  );
}

/** The role choice (docs/decisions/0039-roles.md): a native select, so it works without JavaScript. */
function RoleField({ meta, label, hint, initial = "administrator" }: { meta: AnyField; label: string; hint?: string; initial?: string }) {
  const { t } = useTranslation();
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="grid content-start gap-1">
      <FieldLabel htmlFor={meta.id} label={label} />
      <select key={key} {...props} defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : initial} className={inputStyles}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`admin.roles.${role}`)}
          </option>
        ))}
      </select>
      <FieldNotes meta={meta} hint={hint} />
    </div>
  );
}

/** One user's role, changed in place: a select and a save button per row (JavaScript on or off). */
function RoleForm({ user, lastResult }: { user: PublicUser; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `role-${user.id}`,
    lastResult,
    defaultValue: { role: user.role },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userRoleSchema }),
  });
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-label={t("admin.users.roleOf", { email: user.email })}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="id" value={user.id} />
      <RoleField meta={fields.role} label={t("admin.users.role")} />
      <SubmitButton intent={userIntents.role} id={user.id} variant="secondary" pendingLabel={t("admin.actions.saving")}>
        {t("admin.users.saveRole")}
      </SubmitButton>
    </Form>
  );
}

interface PasswordResult {
  form: string;
  result: SubmissionResult<string[]>;
  attempt?: number;
}

interface UserListProps {
  users: ListedAccount[];
  currentUserId: number;
  passwordResult?: PasswordResult;
  roleResult?: { form: string; result: SubmissionResult<string[]> };
  /** The ids of the users with two-factor sign-in on. */
  twoFactorOn?: number[];
  /** Each account's second factor, by id (none when absent). */
  factors?: Record<number, Factor>;
  /** The server's now, so a pending invitation reads "expired" alike on the server and in the browser. */
  now: string;
}

/** A pending invitation's two buttons: a new link (the old one dies), or withdraw it with its account. */
function InvitationActions({ id, email }: { id: number; email: string }) {
  const { t } = useTranslation();
  // One form: the clicked button's intent says whether to resend or withdraw.
  return (
    <Form method="post" preventScrollReset className="ms-auto flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        intent={userIntents.resendInvitation}
        id={id}
        variant="secondary"
        pendingLabel={t("admin.users.inviting")}
        ariaLabel={`${t("admin.users.resend")}: ${email}`}
      >
        <Send className="size-4" aria-hidden="true" />
        {t("admin.users.resend")}
      </SubmitButton>
      <SubmitButton
        intent={userIntents.withdrawInvitation}
        id={id}
        variant="dangerOutline"
        pendingLabel={t("admin.actions.saving")}
        ariaLabel={`${t("admin.users.withdraw")}: ${email}`}
      >
        {t("admin.users.withdraw")}
      </SubmitButton>
    </Form>
  );
}

/** The row's second line: a pending invitation and its expiry, or the second factor and the last sign-in. */
function AccountFacts({ user, factor, now }: { user: ListedAccount; factor: Factor; now: string }) {
  const { t } = useTranslation();
  if (user.invitationExpiresAt !== null) {
    const expired = user.invitationExpiresAt <= now;
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <Badge tone={expired ? "red" : "amber"}>{t(expired ? "admin.users.expired" : "admin.users.pending")}</Badge>
        {user.invitationName && <bdi className="font-semibold text-slate-900">{user.invitationName}</bdi>}
        {!expired && (
          <span>
            {t("admin.users.expiresAt")} <DateTime iso={user.invitationExpiresAt} />
          </span>
        )}
      </p>
    );
  }
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt>{t("admin.users.secondFactor")}</dt>
        <dd className="font-semibold text-slate-900">{t(`admin.users.factors.${factor}`)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>{t("admin.users.lastSignIn")}</dt>
        <dd className="font-semibold text-slate-900">{user.lastSignInAt ? <DateTime iso={user.lastSignInAt} /> : t("admin.users.never")}</dd>
      </div>
    </dl>
  );
}

export function UserList({ users, currentUserId, passwordResult, roleResult, twoFactorOn = [], factors = {}, now }: UserListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const queryHref = useQueryHref();
  const openId = Number(searchParams.get(panelParams.password));
  return (
    <FormPanel title={t("admin.users.listTitle")}>
      {users.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("admin.users.empty")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200">
          {users.map((user, index) => (
            <li key={user.id} className="py-4" data-testid="user-row">
              <div className="flex flex-wrap items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800">
                  {formatNumber(index + 1, locale)}
                </span>
                <UserRound className="size-5 text-slate-500" aria-hidden="true" />
                <bdi dir="ltr" className="font-semibold text-slate-900">
                  {user.email}
                </bdi>
                <Badge tone={user.role === "administrator" ? "sky" : "emerald"}>{t(`admin.roles.${user.role}`)}</Badge>
                {user.id === currentUserId && <Badge tone="emerald">{t("admin.users.you")}</Badge>}
                {user.invitationExpiresAt === null && (
                  <TwoFactorStatus id={user.id} email={user.email} on={twoFactorOn.includes(user.id)} own={user.id === currentUserId} />
                )}
                {user.invitationExpiresAt === null ? (
                  <div className="ms-auto flex flex-wrap gap-2">
                    {openId !== user.id && (
                      <Link
                        to={queryHref({ [panelParams.password]: String(user.id), [panelParams.confirm]: null })}
                        preventScrollReset
                        aria-label={`${t("admin.users.changePassword")}: ${user.email}`}
                        className={buttonStyles.secondary}
                      >
                        <KeyRound className="size-4" aria-hidden="true" />
                        {t("admin.users.changePassword")}
                      </Link>
                    )}
                    <ConfirmDelete id={user.id} label={user.email} />
                  </div>
                ) : (
                  <InvitationActions id={user.id} email={user.email} />
                )}
              </div>
              <AccountFacts user={user} factor={factors[user.id] ?? "none"} now={now} />
              <div className="mt-3">
                <RoleForm
                  key={`${user.id}-${user.role}`}
                  user={user}
                  lastResult={roleResult?.form === `role-${user.id}` ? roleResult.result : undefined}
                />
              </div>
              {openId === user.id && (
                <PasswordForm
                  key={passwordResult?.attempt ?? "first"}
                  user={user}
                  own={user.id === currentUserId}
                  lastResult={passwordResult?.form === `password-${user.id}` ? passwordResult.result : undefined}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </FormPanel>
  );
}

/**
 * New password + confirmation (docs/product.md#users-tab), and for one's own account the current password:
 * a refused attempt comes back with empty fields.
 */
export function PasswordForm({
  user,
  own,
  lastResult,
  cancellable = true,
}: {
  user: PublicUser;
  own: boolean;
  lastResult?: SubmissionResult<string[]>;
  /** In a panel of the list (a Cancel link closes it); the account tab shows it open. */
  cancellable?: boolean;
}) {
  const { t } = useTranslation();
  const queryHref = useQueryHref();
  const [form, fields] = useForm({
    id: `password-${user.id}`,
    lastResult,
    onValidate: ({ form: element, formData }) => {
      const submission = parseWithZod(formData, { schema: passwordChangeFormSchema });
      // Like a refused attempt on the server, a refused one here starts again from empty fields.
      if (submission.status === "error") {
        for (const name of ["currentPassword", "password", "confirmPassword"]) {
          const input = element.elements.namedItem(name);
          if (input instanceof HTMLInputElement) input.value = "";
        }
      }
      return submission;
    },
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
      <h4 className="font-bold text-slate-900 sm:col-span-2">{t("admin.users.passwordFor", { email: user.email })}</h4>
      <input type="hidden" name="id" value={user.id} />
      {own && (
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <PasswordField meta={fields.currentPassword} label={t("admin.users.currentPassword")} autoComplete="current-password" />
        </div>
      )}
      <PasswordField meta={fields.password} label={t("admin.users.newPassword")} autoComplete="new-password" required={false} />
      <PasswordField meta={fields.confirmPassword} label={t("admin.users.confirmPassword")} autoComplete="new-password" required={false} />
      <div className="flex gap-2 sm:col-span-2">
        <SubmitButton intent={userIntents.changePassword} id={user.id} pendingLabel={t("admin.actions.saving")}>
          {t("admin.users.savePassword")}
        </SubmitButton>
        {cancellable && (
          <Link to={queryHref({ [panelParams.password]: null })} preventScrollReset className={buttonStyles.secondary} {...discardsChanges}>
            {t("admin.actions.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
