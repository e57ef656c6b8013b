import type { SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import type { SiteTranslate } from "~/content/translate";
import type { ContactField } from "~/schemas/contact";
import { Alert } from "../ui/alert";
import { PendingLabel } from "../ui/pending-label";
import { type SiteFieldProps, SiteTextAreaField, SiteTextField } from "./form-field";
import { Honeypot } from "./honeypot";

/** What the contact action answers when it does not redirect: Conform's reply and a message key. */
export interface ContactActionData {
  result: SubmissionResult<string[]>;
  /** A dictionary key: the rate limit or a failure to store the message. */
  message?: string;
}

/** Per field: required and length bounds (`contactConstraint` of app/schemas/contact.ts). */
export type ContactConstraint = Record<string, { required?: boolean; minLength?: number; maxLength?: number }>;

interface ContactFormProps {
  /** The contact page's URL in the visitor's language. */
  action: string;
  /** The action's answer to a refused post. */
  actionData: ContactActionData | undefined;
  /** The success message key after a redirect, if any. */
  success: string | undefined;
  constraint: ContactConstraint;
  t: SiteTranslate;
}

/**
 * The contact form (docs/product.md#contact, docs/decisions/0008-forms-without-javascript.md): a
 * plain post, answered by the server with the form's errors and typed values, or with a redirect
 * and a one-shot success message (a fresh form). Validation (Conform + zod) stays on the server.
 * With JavaScript (app/entry.public.ts) the button shows the pending state while the page posts,
 * and the server's localized messages replace the browser's own bubbles (`data-pending="server"`).
 */
export function ContactForm({ action, actionData: answer, success, constraint, t }: ContactFormProps) {
  const errors = answer?.result.error ?? {};
  const typed = (answer?.result.initialValue ?? {}) as Record<string, unknown>;
  const field = (name: ContactField, label: string, placeholder: string): SiteFieldProps => {
    const limits = constraint[name] ?? {};
    const error = errors[name]?.[0];
    return {
      id: `contact-${name}`,
      name,
      label: t(label),
      placeholder: t(placeholder),
      defaultValue: typeof typed[name] === "string" ? (typed[name] as string) : undefined,
      error: error ? t(error, { min: limits.minLength ?? "", max: limits.maxLength ?? "" }) : undefined,
      ...limits,
    };
  };
  const serverMessage = answer?.message;
  const invalid = !serverMessage && answer?.result.status === "error";

  return (
    <form method="post" action={action} id="contact" data-pending="server" className="space-y-6">
      {serverMessage && <Alert kind="error">{t(serverMessage)}</Alert>}
      {invalid && <Alert kind="error">{t("common.form.fix_errors")}</Alert>}
      {success && !answer && <Alert kind="success">{t(success)}</Alert>}
      <p className="text-sm text-muted">{t("common.form.required_note")}</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <SiteTextField {...field("name", "contact.form.name_label", "contact.form.name_placeholder")} autoComplete="name" />
        <SiteTextField {...field("email", "contact.form.email_label", "contact.form.email_placeholder")} type="email" autoComplete="email" />
        <SiteTextField {...field("phone", "contact.form.phone_label", "contact.form.phone_placeholder")} type="tel" autoComplete="tel" />
        <SiteTextField {...field("subject", "contact.form.subject_label", "contact.form.subject_placeholder")} />
      </div>
      <SiteTextAreaField {...field("message", "contact.form.message_label", "contact.form.message_placeholder")} rows={6} />

      <Honeypot id="contact-website" label={t("contact.form.honeypot_label")} />

      <button type="submit" className="btn btn-primary w-full sm:w-auto">
        <PendingLabel
          idle={
            <>
              <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />
              {t("contact.form.submit")}
            </>
          }
          pending={t("contact.form.sending")}
        />
      </button>
    </form>
  );
}
