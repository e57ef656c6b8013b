import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";
import type { SiteTranslate } from "~/content/translate";
import { Spinner } from "../ui/spinner";
import { Honeypot } from "./honeypot";

/** What the newsletter action answers when it does not redirect. */
export interface NewsletterActionData {
  /** A dictionary key. */
  message: string;
  /** The address as typed, kept for the next try. */
  email: string;
  /** The public page the visitor came from. */
  redirectTo: string;
}

interface NewsletterFormProps {
  locale: Locale;
  /** Where a successful subscription returns to (the current page). */
  redirectTo: string;
  t: SiteTranslate;
  /** The success message key after a redirect, if any. */
  success?: string;
}

/**
 * The footer's newsletter sign-up: a plain form posting to /newsletter, so it works without
 * JavaScript (a refused address then shows the newsletter page); with it, a fetcher keeps the
 * visitor on the page with a pending state and the answer in place.
 */
export function NewsletterForm({ success, ...props }: NewsletterFormProps) {
  const [generation, setGeneration] = useState(0);
  const subscribed = useCallback(() => setGeneration((value) => value + 1), []);
  // A new page or a successful subscription starts a fresh form (and a fresh fetcher).
  return <NewsletterFormBody key={`${props.redirectTo}:${generation}`} success={success} onSubscribed={subscribed} {...props} />;
}

function NewsletterFormBody({ locale, redirectTo, t, success, onSubscribed }: NewsletterFormProps & { onSubscribed: () => void }) {
  const fetcher = useFetcher<NewsletterActionData>();
  const pending = fetcher.state !== "idle";
  // The action redirects on success (the fetcher then holds no data), with the same thanks for
  // every address (docs/api.md#contact-messages-and-newsletter): each one, not a change of text, clears the form.
  const submitted = useRef(false);
  useEffect(() => {
    if (pending) submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      if (fetcher.data === undefined) onSubscribed();
    }
  }, [pending, fetcher.data, onSubscribed]);
  const refused = pending ? undefined : fetcher.data;
  const notice = refused
    ? { kind: "error" as const, text: t(refused.message) }
    : success && !pending
      ? { kind: "success" as const, text: t(success) }
      : undefined;

  return (
    <fetcher.Form
      method="post"
      action={localizedPath("/newsletter", locale)}
      preventScrollReset
      id="newsletter"
      className="mt-8"
      data-testid="newsletter-form"
    >
      <h3 className="mb-1 font-bold text-white">{t("common.footer.newsletter_title")}</h3>
      <p className="mb-3 text-sm leading-relaxed">{t("common.footer.newsletter_text")}</p>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Honeypot id="newsletter-website" label={t("common.form.honeypot_label")} />
      <div className="flex flex-wrap gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t("common.footer.newsletter_label")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="auto"
          aria-invalid={refused ? true : undefined}
          aria-describedby={notice ? "newsletter-notice" : undefined}
          placeholder={t("common.footer.newsletter_placeholder")}
          className="footer-field"
        />
        <button type="submit" disabled={pending} className="footer-button">
          {pending && <Spinner className="size-4" />}
          {pending ? t("common.newsletter.sending") : t("common.footer.newsletter_button")}
        </button>
      </div>
      {notice && (
        <p
          id="newsletter-notice"
          role={notice.kind === "error" ? "alert" : "status"}
          data-kind={notice.kind}
          className={`mt-3 text-sm font-semibold ${notice.kind === "error" ? "text-rose-300" : "text-emerald-300"}`}
        >
          {notice.text}
        </p>
      )}
    </fetcher.Form>
  );
}
