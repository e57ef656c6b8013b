import type { ResponsiveImage } from "~/domain/media-url";
import { imageAttributes, LibraryPicture } from "./library-image";
import { ChartColumn, Gift, ListChecks, Mail, MapPin, Phone, Store, Users } from "lucide-react";
import { Link } from "react-router";
import type { FooterSettings } from "#db/models/settings.server";
import type { CompanyFactsView } from "~/domain/company-facts";
import { CompanyLine } from "./company-facts";
import { legalPageIds, localizedPath, mainPageIds, pageById } from "~/config/pages";
import { type Locale, site } from "~/config/site";
import { isPageShown } from "~/domain/header-footer";
import type { SiteTranslate } from "~/content/translate";
import { NewsletterForm } from "./newsletter-form";
import { SocialIcon } from "./social-icons";

const logoHeights = { small: "h-8", medium: "h-10", large: "h-12" } as const;
const featureIcons = [ListChecks, Gift, Users, Store, ChartColumn];

interface SiteFooterProps {
  /** The owner's facts (legal name and registration line when given). */
  company?: CompanyFactsView;
  locale: Locale;
  settings: FooterSettings;
  /** The logo's srcset when it is a library image. */
  logo?: ResponsiveImage;
  t: SiteTranslate;
  /** The newsletter's one-shot success message key, after a subscription. */
  newsletterSuccess?: string;
  /** False on the newsletter page, which has its own form. */
  showNewsletter?: boolean;
  /** Where the newsletter form comes back to: this page, or the home page from the 404 page. */
  newsletterRedirectTo: string;
}

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-4 text-lg font-bold text-white">{children}</h2>;
}

export function SiteFooter({ locale, settings, logo, t, newsletterSuccess, showNewsletter = true, newsletterRedirectTo, company }: SiteFooterProps) {
  const quickLinks = mainPageIds.filter((id) => isPageShown(settings.showPages, id));
  const legalLinks = legalPageIds.filter((id) => isPageShown(settings.showPages, id));
  const address = locale === "ar" ? settings.contactAddressAr : settings.contactAddressEn;
  const copyright = locale === "ar" ? settings.copyrightTextAr : settings.copyrightTextEn;

  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {t("common.brand.name")}
          </h2>
          <LibraryPicture image={logo} sizes="10rem">
            <img
              {...imageAttributes(settings.logoUrl, logo, "10rem", { width: 160, height: 48 })}
              alt={logo?.alt || t("common.brand.name")}
              loading="lazy"
              decoding="async"
              className={`${logoHeights[settings.logoSize]} mb-4 w-auto brightness-0 invert`}
            />
          </LibraryPicture>
          <p className="leading-relaxed">{t("common.footer.description")}</p>
          {settings.showSocialLinks && (
            <ul className="mt-6 flex gap-3" aria-label={t("common.footer.social_title")}>
              {site.socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.name}
                    className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-sky-700"
                  >
                    <SocialIcon name={link.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-links">
          <FooterHeading>
            <span id="footer-links">{t("common.footer.quick_links_title")}</span>
          </FooterHeading>
          <ul className="space-y-2">
            {quickLinks.map((id) => (
              <li key={id}>
                <Link className="hover:text-white hover:underline" to={localizedPath(pageById(id).path, locale)}>
                  {t(`common.nav.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-features">
          <FooterHeading>
            <span id="footer-features">{t("common.footer.features_title")}</span>
          </FooterHeading>
          <ul className="space-y-2">
            {featureIcons.map((FeatureIcon, index) => (
              <li key={index} className="flex items-center gap-2">
                <FeatureIcon className="size-5 text-sky-300" aria-hidden="true" />
                {t(`common.footer.features.${index + 1}`)}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <FooterHeading>
            <span id="footer-contact">{t("common.footer.contact_title")}</span>
          </FooterHeading>
          <ul className="space-y-3">
            <li className="flex items-center gap-2">
              <Phone className="size-5 shrink-0 text-sky-300" aria-hidden="true" />
              <a href={`tel:${settings.contactPhone.replace(/\s/g, "")}`} className="hover:text-white">
                <bdi dir="ltr">{settings.contactPhone}</bdi>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-5 shrink-0 text-sky-300" aria-hidden="true" />
              <a href={`mailto:${settings.contactEmail}`} className="hover:text-white">
                <bdi>{settings.contactEmail}</bdi>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-5 shrink-0 text-sky-300" aria-hidden="true" />
              <span>{address}</span>
            </li>
          </ul>
          {showNewsletter && <NewsletterForm locale={locale} redirectTo={newsletterRedirectTo} t={t} success={newsletterSuccess} />}
        </section>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row">
          <div className="space-y-1 text-center sm:text-start">
            <p>{copyright}</p>
            {company && <CompanyLine facts={company} />}
          </div>
          {legalLinks.length > 0 && (
            <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t("common.footer.legal_title")}>
              {legalLinks.map((id) => (
                <li key={id}>
                  <Link className="hover:text-white hover:underline" to={localizedPath(pageById(id).path, locale)}>
                    {t(`common.footer.${id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
