import { localizedPath } from "~/config/pages";
import type { Locale } from "~/config/site";
import type { SiteTranslate } from "~/content/translate";
import { PendingLabel } from "../ui/pending-label";
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
 * The footer's newsletter sign-up: a plain form posting to /newsletter. Success returns to this
 * page with a one-shot message; a refused address shows the newsletter page with the answer.
 * With JavaScript (app/entry.public.ts) the button shows the pending state while the page posts.
 */
export function NewsletterForm({ locale, redirectTo, t, success }: NewsletterFormProps) {
  return (
    <form method="post" action={localizedPath("/newsletter", locale)} id="newsletter" data-pending="" className="mt-8" data-testid="newsletter-form">
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
          aria-describedby={success ? "newsletter-notice" : undefined}
          placeholder={t("common.footer.newsletter_placeholder")}
          className="footer-field"
        />
        <button type="submit" className="footer-button">
          <PendingLabel idle={t("common.footer.newsletter_button")} pending={t("common.newsletter.sending")} spinnerClassName="size-4" />
        </button>
      </div>
      {success && (
        <p id="newsletter-notice" role="status" data-kind="success" className="mt-3 text-sm font-semibold text-emerald-300">
          {t(success)}
        </p>
      )}
    </form>
  );
}
