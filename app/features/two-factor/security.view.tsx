import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { KeyRound, type LucideIcon, ShieldCheck, Smartphone } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/components/admin/badge";
import { buttonStyles, SubmitButton } from "~/components/admin/buttons";
import { AppCodeField, FieldError, FieldLabel, inputStyles } from "~/components/admin/form-fields";
import { PasswordField } from "~/components/admin/password-field";
import { type StringKey, useLocale } from "~/components/admin/locale";
import { formatDateTime } from "~/domain/formats";
import { useHydrated } from "~/components/ui/use-hydrated";
import { currentPasswordSchema, totpConfirmSchema } from "~/schemas/two-factor";
import type { PasskeySummary } from "#db/models/passkeys.server";
import { securityIntents } from "./intents";

type Totp = { state: "on"; recoveryCodesLeft: number } | { state: "enrolling"; qrSvg: string; key: string } | { state: "off" };
type ActionData =
  | { form: "confirm" | "start" | "disable" | "renew" | `passkey:${string}`; result: SubmissionResult<string[]> }
  | { form: "codes"; recoveryCodes: string[]; renewed?: boolean; savedError?: string }
  | undefined;

/** One of the tab's panels (the app code, the passkeys): its heading, an icon before it, then its body. */
function SecurityPanel({
  titleId,
  testId,
  icon: Icon,
  heading,
  children,
}: {
  titleId: string;
  testId: string;
  icon: LucideIcon;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={testId}>
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon className="size-5 text-sky-700" aria-hidden="true" />
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** The authenticator app: set up (QR code and key), confirm with a code, see the recovery codes once, turn off. */
export function TotpPanel({ email, totp, actionData }: { email: string; totp: Totp; actionData: ActionData }) {
  const { t } = useTranslation();
  return (
    <SecurityPanel
      titleId="totp-title"
      testId="totp-panel"
      icon={Smartphone}
      heading={
        <>
          {t("admin.security.totp.title")}
          {totp.state === "on" && <Badge tone="emerald">{t("admin.security.users.on")}</Badge>}
        </>
      }
    >
      {actionData?.form === "codes" ? (
        <RecoveryCodes email={email} codes={actionData.recoveryCodes} renewed={actionData.renewed === true} savedError={actionData.savedError} />
      ) : totp.state === "on" ? (
        <>
          <p className="mt-2 text-slate-700">{t("admin.security.totp.on")}</p>
          <p className="mt-2 font-semibold text-slate-900">{t("admin.security.totp.codesLeft", { count: totp.recoveryCodesLeft })}</p>
          <PasswordStepForm step={renewCodes} lastResult={resultOf(actionData, "renew")} />
          <PasswordStepForm step={disableTotp} lastResult={resultOf(actionData, "disable")} />
        </>
      ) : totp.state === "enrolling" ? (
        <Enrolment qrSvg={totp.qrSvg} secretKey={totp.key} lastResult={resultOf(actionData, "confirm")} />
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("admin.security.totp.off")}</p>
          <StartForm lastResult={resultOf(actionData, "start")} />
        </>
      )}
    </SecurityPanel>
  );
}

/** The answer of the form named `form`, when the last answer was that form's. */
function resultOf(actionData: ActionData, form: string) {
  return actionData && "result" in actionData && actionData.form === form ? actionData.result : undefined;
}

/**
 * A form that adds or removes a second factor, or renews the recovery codes: the password first
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md). A plain form, so it works without JavaScript.
 */
function usePasswordForm(id: string, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: currentPasswordSchema }),
    shouldValidate: "onSubmit",
  });
}

function StartForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = usePasswordForm("totp-start", lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3" data-testid="totp-start">
      <PasswordField meta={fields.password} label={t("admin.security.totp.password")} autoComplete="current-password" />
      <SubmitButton intent={securityIntents.totpStart} pendingLabel={t("admin.security.totp.confirming")}>
        {t("admin.security.totp.start")}
      </SubmitButton>
    </Form>
  );
}

function Enrolment({ qrSvg, secretKey, lastResult }: { qrSvg: string; secretKey: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "totp-confirm",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: totpConfirmSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-slate-700">{t("admin.security.totp.scan")}</p>
      <div
        role="img"
        aria-label={t("admin.security.totp.qrLabel")}
        className="mx-auto size-48 bg-white"
        data-testid="totp-qr"
        // The server drew it (qrcode's SVG): no outside service sees the key.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div>
        <p className="text-sm font-semibold text-slate-700">{t("admin.security.totp.key")}</p>
        <p dir="ltr" className="mt-1 rounded-lg bg-slate-100 p-3 text-center font-mono text-lg tracking-wider text-slate-900" data-testid="totp-key">
          {secretKey}
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <AppCodeField meta={fields.code} label={t("admin.security.totp.code")} />
        <SubmitButton intent={securityIntents.totpConfirm} pendingLabel={t("admin.security.totp.confirming")}>
          {t("admin.security.totp.confirm")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/**
 * Shown once, in the answer to the confirming code or to the request for new codes (`renewed`). The download is a
 * data: link and the print view is the page's print stylesheet (data-print-only), so both work without JavaScript;
 * copying needs the clipboard, so it shows once JavaScript runs. "Continue" asks for the box "I have saved these codes"
 * ticked, checked by the server (docs/decisions/0040-two-factor-and-passkeys.md).
 */
function RecoveryCodes({ email, codes, renewed, savedError }: { email: string; codes: string[]; renewed: boolean; savedError?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | undefined>();
  const file = `${t("admin.security.totp.fileHeading", { email })}\n\n${codes.join("\n")}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(file);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div className="mt-3 grid gap-3" data-testid="recovery-codes">
      {!savedError && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-900">
          {t(renewed ? "admin.security.renewCodes.done" : "admin.security.toasts.on")}
        </p>
      )}
      <div data-print-only className="grid gap-3">
        <h4 className="font-bold text-slate-900">{t("admin.security.totp.codesTitle")}</h4>
        <p className="text-slate-700">{t("admin.security.totp.codesIntro")}</p>
        <p className="hidden text-slate-900 print:block">
          <bdi>{email}</bdi>
        </p>
        <ol dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-slate-900">
          {codes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="mahami-recovery-codes.txt" className={buttonStyles.secondary}>
          {t("admin.security.totp.download")}
        </a>
        {hydrated && (
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
              {t("admin.security.totp.copy")}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
              {t("admin.security.totp.print")}
            </button>
          </>
        )}
      </div>
      <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden print:hidden">
        {copied && t(copied === "copied" ? "admin.security.totp.copied" : "admin.security.totp.copyFailed")}
      </p>
      {!hydrated && <p className="text-sm text-slate-600 print:hidden">{t("admin.security.totp.printHint")}</p>}
      <Form method="post" className="grid gap-3 border-t border-slate-200 pt-3 print:hidden" data-testid="recovery-codes-saved">
        {codes.map((code) => (
          <input key={code} type="hidden" name="codes" value={code} />
        ))}
        {renewed && <input type="hidden" name="renewed" value="yes" />}
        <div className="flex items-start gap-2">
          <input
            id="recovery-codes-saved"
            type="checkbox"
            name="saved"
            className="mt-1 size-5 accent-sky-700"
            aria-invalid={savedError ? true : undefined}
            aria-describedby={savedError ? "recovery-codes-saved-error" : undefined}
          />
          <label htmlFor="recovery-codes-saved" className="font-semibold text-slate-800">
            {t("admin.security.totp.savedLabel")}
          </label>
        </div>
        <p id="recovery-codes-saved-error" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
          {savedError}
        </p>
        <SubmitButton intent={securityIntents.recoveryCodesSaved} pendingLabel={t("admin.security.totp.confirming")}>
          {t("admin.security.totp.continue")}
        </SubmitButton>
      </Form>
    </div>
  );
}

/** A step below the two-factor panel's status that asks for the password alone. */
interface PasswordStep {
  formId: string;
  testId?: string;
  title: StringKey;
  intro?: StringKey;
  intent: string;
  variant: keyof typeof buttonStyles;
  submit: StringKey;
}

/** New recovery codes with the password (the old ones stop working). */
const renewCodes: PasswordStep = {
  formId: "recovery-codes-renew",
  testId: "renew-recovery-codes",
  title: "admin.security.renewCodes.title",
  intro: "admin.security.renewCodes.intro",
  intent: securityIntents.recoveryCodesRenew,
  variant: "secondary",
  submit: "admin.security.renewCodes.submit",
};

/** Turning the app code off, with the password. */
const disableTotp: PasswordStep = {
  formId: "totp-disable",
  title: "admin.security.totp.disableTitle",
  intent: securityIntents.totpDisable,
  variant: "dangerOutline",
  submit: "admin.security.totp.disable",
};

/** One `PasswordStep`: a plain form, so it works without JavaScript. */
function PasswordStepForm({ step, lastResult }: { step: PasswordStep; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = usePasswordForm(step.formId, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 border-t border-slate-200 pt-4" data-testid={step.testId}>
      <h4 className="font-bold text-slate-900">{t(step.title)}</h4>
      {step.intro && <p className="text-slate-700">{t(step.intro)}</p>}
      <PasswordField meta={fields.password} label={t("admin.security.totp.password")} autoComplete="current-password" />
      <SubmitButton intent={step.intent} variant={step.variant} pendingLabel={t("admin.security.totp.confirming")}>
        {t(step.submit)}
      </SubmitButton>
    </Form>
  );
}

/** The user's passkeys: each can be removed with the password (a plain form); adding one needs JavaScript (the browser's WebAuthn API). */
export function PasskeyPanel({ passkeys, actionData }: { passkeys: PasskeySummary[]; actionData: ActionData }) {
  const { t } = useTranslation();
  return (
    <SecurityPanel titleId="passkeys-title" testId="passkey-panel" icon={KeyRound} heading={t("admin.security.passkeys.title")}>
      <p className="mt-2 text-slate-700">{t("admin.security.passkeys.intro")}</p>
      {passkeys.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("admin.security.passkeys.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} lastResult={resultOf(actionData, `passkey:${passkey.id}`)} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </SecurityPanel>
  );
}

function PasskeyRow({ passkey, lastResult }: { passkey: PasskeySummary; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form, fields] = usePasswordForm(`passkey-delete-${passkey.id}`, lastResult);
  return (
    <li className="grid gap-3 py-3" data-testid="passkey-row">
      <div>
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <ShieldCheck className="size-4 text-emerald-700" aria-hidden="true" />
          <bdi>{passkey.name}</bdi>
        </p>
        <p className="text-sm text-slate-600">{t("admin.security.passkeys.added", { date: formatDateTime(passkey.createdAt, locale) })}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <PasswordField meta={fields.password} label={t("admin.security.totp.password")} autoComplete="current-password" />
        <SubmitButton
          intent={securityIntents.passkeyDelete}
          variant="dangerOutline"
          pendingLabel={t("admin.security.totp.confirming")}
          id={passkey.id}
        >
          {t("admin.security.passkeys.remove")}
        </SubmitButton>
      </Form>
    </li>
  );
}

/** The answer of a JSON call that refused the password: its message beside the field, else undefined. */
async function passwordError(response: Response) {
  if (response.status !== 400 && response.status !== 429) return undefined;
  const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: { password?: string[] } };
  return body.errors?.password?.[0] ?? (response.status === 429 ? body.message : undefined);
}

function AddPasskey() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  if (!hydrated) return <p className="mt-4 text-slate-600">{t("admin.security.passkeys.needsScript")}</p>;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get("name") ?? "").trim();
    const password = String(fields.get("password") ?? "");
    setError(name ? undefined : t("validation.required"));
    setPasswordProblem(password ? undefined : t("validation.currentPasswordRequired"));
    if (!name || !password) return;
    setBusy(true);
    try {
      // Loaded on demand: only this tab and the sign-in page ever fetch WebAuthn code.
      const { startRegistration } = await import("@simplewebauthn/browser");
      // The password first: the ceremony's challenge exists only after it (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
      const options = await fetch("/api/admin/account/passkeys/options", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password }),
      });
      const refused = await passwordError(options);
      if (refused) return setPasswordProblem(refused);
      if (!options.ok) throw new Error(String(options.status));
      const response = await startRegistration({ optionsJSON: await options.json() });
      const saved = await fetch("/api/admin/account/passkeys", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, response }),
      });
      if (!saved.ok) throw new Error(String(saved.status));
      form.reset();
      await revalidator.revalidate();
    } catch {
      setError(t("admin.security.passkeys.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void add(event)} className="mt-4 grid gap-3 border-t border-slate-200 pt-4" data-testid="add-passkey">
      <label htmlFor="passkey-name" className="font-semibold text-slate-800">
        {t("admin.security.passkeys.name")}
      </label>
      <input id="passkey-name" name="name" maxLength={60} placeholder={t("admin.security.passkeys.namePlaceholder")} className={inputStyles} />
      <div className="grid gap-1">
        <FieldLabel htmlFor="passkey-password" label={t("admin.security.totp.password")} required />
        <input
          id="passkey-password"
          name="password"
          type="password"
          dir="ltr"
          required
          autoComplete="current-password"
          aria-invalid={passwordProblem ? true : undefined}
          aria-describedby={passwordProblem ? "passkey-password-error" : undefined}
          className={inputStyles}
        />
        <FieldError id="passkey-password-error" errors={passwordProblem ? [passwordProblem] : undefined} />
      </div>
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? t("admin.security.passkeys.adding") : t("admin.security.passkeys.add")}
      </button>
    </form>
  );
}
