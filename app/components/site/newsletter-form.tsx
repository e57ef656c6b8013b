import type { Locale } from "~/config/site";
import type { Translate } from "~/content/translate";

/** The footer's newsletter sign-up: a plain form, so it works without JavaScript. */
export function NewsletterForm({ locale, redirectTo, t }: { locale: Locale; redirectTo: string; t: Translate }) {
  return (
    <form method="post" action="/newsletter" className="mt-6" id="newsletter">
      <h3 className="mb-1 font-bold text-white">{t("common.footer.newsletter_title")}</h3>
      <p className="mb-3 text-sm">{t("common.footer.newsletter_text")}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className="flex gap-2">
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
          placeholder={t("common.footer.newsletter_placeholder")}
          className="min-w-0 flex-1 rounded-full border border-slate-600 bg-slate-800 px-4 py-2 text-white placeholder:text-slate-400"
        />
        <button type="submit" className="rounded-full bg-sky-600 px-4 py-2 font-bold text-white hover:bg-sky-500">
          {t("common.footer.newsletter_button")}
        </button>
      </div>
    </form>
  );
}
