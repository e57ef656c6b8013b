import type { LucideIcon } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
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
        <NewsletterEmail id="newsletter-email" t={t} className="footer-field" aria-describedby={success ? "newsletter-notice" : undefined} />
        <NewsletterButton t={t} className="footer-button" />
      </div>
      {success && (
        <p id="newsletter-notice" role="status" data-kind="success" className="mt-3 text-sm font-semibold text-emerald-300">
          {t(success)}
        </p>
      )}
    </form>
  );
}

/** The sign-up's address field (the footer's, the newsletter page's): `rest` adds what the one place needs. */
export function NewsletterEmail({
  id,
  t,
  className,
  ...rest
}: { id: string; t: SiteTranslate; className: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      id={id}
      name="email"
      type="email"
      required
      maxLength={254}
      autoComplete="email"
      dir="auto"
      {...rest}
      placeholder={t("common.footer.newsletter_placeholder")}
      className={className}
    />
  );
}

/** The sign-up's button, showing the pending state while the page posts (with JavaScript). */
export function NewsletterButton({ t, className }: { t: SiteTranslate; className: string }) {
  return (
    <button type="submit" className={className}>
      <PendingLabel idle={t("common.footer.newsletter_button")} pending={t("common.newsletter.sending")} spinnerClassName="size-4" />
    </button>
  );
}

/** The newsletter's own pages (a refused sign-up, a confirm or unsubscribe link): a card with an icon, the page's h1 and a link back. */
export function NewsletterCard({
  icon: Icon,
  title,
  back,
  children,
}: {
  icon: LucideIcon;
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section id="hero" className="bg-linear-to-b from-(--accent-soft) to-cream px-4 py-16 sm:py-24">
      <div className="card mx-auto max-w-xl text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-3xl bg-(--accent) text-white">
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl leading-snug font-black text-ink sm:text-4xl">{title}</h1>
        {children}
        <Link to={back.to} className="mt-8 inline-block font-bold text-(--accent) underline-offset-4 hover:underline">
          {back.label}
        </Link>
      </div>
    </section>
  );
}
