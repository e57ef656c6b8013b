import type { SubmissionResult } from "@conform-to/react";
import { Send } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SiteTranslate } from "~/content/translate";
import type { ContactField } from "~/schemas/contact";
import { Alert } from "../ui/alert";
import { Spinner } from "../ui/spinner";
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
  /** The action's answer to a post made without JavaScript. */
  actionData: ContactActionData | undefined;
  /** The success message key after a redirect, if any. */
  success: string | undefined;
  constraint: ContactConstraint;
  t: SiteTranslate;
}

/**
 * The contact form (docs/product.md#contact, docs/decisions/0008-forms-without-javascript.md).
 * A plain post without JavaScript, the browser checking the HTML constraints; with it, a fetcher submission with a pending state, and the server's
 * errors and messages shown in place. Validation (Conform + zod) stays on the server, so the
 * page ships no form or schema library. After a successful send the server redirects here with
 * a one-shot success message and the form starts afresh.
 */
export function ContactForm({ success, ...props }: ContactFormProps) {
  // Each new success message starts a fresh form (adjusting state while rendering, not in an effect).
  const [seen, setSeen] = useState({ success, generation: 0 });
  if (seen.success !== success) setSeen({ success, generation: success ? seen.generation + 1 : seen.generation });
  const { generation } = seen;
  return <ContactFormBody key={generation} success={success} {...props} />;
}

function ContactFormBody({ action, actionData, success, constraint, t }: ContactFormProps) {
  const fetcher = useFetcher<ContactActionData>();
  const answer = fetcher.data ?? actionData;
  const pending = fetcher.state !== "idle";
  // With JavaScript the server's localized messages replace the browser's own bubbles.
  const enhanced = useHydrated();

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
  const serverMessage = !pending && answer?.message;
  const invalid = !pending && !serverMessage && answer?.result.status === "error";

  return (
    <fetcher.Form method="post" action={action} preventScrollReset noValidate={enhanced} id="contact" className="space-y-6">
      {serverMessage && <Alert kind="error">{t(serverMessage)}</Alert>}
      {invalid && <Alert kind="error">{t("common.form.fix_errors")}</Alert>}
      {success && !answer && !pending && <Alert kind="success">{t(success)}</Alert>}
      <p className="text-sm text-muted">{t("common.form.required_note")}</p>

      <div className="grid gap-6 sm:grid-cols-2">
        <SiteTextField {...field("name", "contact.form.name_label", "contact.form.name_placeholder")} autoComplete="name" />
        <SiteTextField {...field("email", "contact.form.email_label", "contact.form.email_placeholder")} type="email" autoComplete="email" />
        <SiteTextField {...field("phone", "contact.form.phone_label", "contact.form.phone_placeholder")} type="tel" autoComplete="tel" />
        <SiteTextField {...field("subject", "contact.form.subject_label", "contact.form.subject_placeholder")} />
      </div>
      <SiteTextAreaField {...field("message", "contact.form.message_label", "contact.form.message_placeholder")} rows={6} />

      <Honeypot id="contact-website" label={t("contact.form.honeypot_label")} />

      <button type="submit" disabled={pending} className="btn btn-primary w-full sm:w-auto">
        {pending ? <Spinner /> : <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />}
        {pending ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
    </fetcher.Form>
  );
}
