import type { ResponsiveImage } from "~/domain/media-url";
import { imageAttributes, LibraryPicture } from "./library-image";
import { Download, Languages, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { HeaderSettings } from "#db/models/settings.server";
import { localizedPath, type MainPageId, mainPageIds, pageById } from "~/config/pages";
import type { Locale } from "~/config/site";
import { isPageShown } from "~/domain/header-footer";
import type { SiteTranslate } from "~/content/translate";

const logoHeights = { small: "h-8", medium: "h-10", large: "h-12" } as const;

interface SiteHeaderProps {
  locale: Locale;
  settings: HeaderSettings;
  /** The logo's srcset when it is a library image. */
  logo?: ResponsiveImage;
  activePage: string | undefined;
  /** The current page's Arabic path, for the language switcher's twin link. */
  currentPath: string;
  /** A page that is no fixed page but has a twin in the other language (a campaign page published in both): the switcher leads there. */
  hasTwin?: boolean;
  t: SiteTranslate;
}

function NavLinks({ locale, pages, t }: { locale: Locale; pages: MainPageId[]; t: SiteTranslate }) {
  return pages.map((id) => (
    <NavLink
      key={id}
      to={localizedPath(pageById(id).path, locale)}
      end
      className={({ isActive }) =>
        `rounded-full px-4 py-2 font-semibold transition-colors ${
          isActive ? "bg-(--accent) text-white" : "text-ink hover:bg-(--accent-soft) hover:text-(--accent)"
        }`
      }
    >
      {t(`common.nav.${id}`)}
    </NavLink>
  ));
}

/**
 * Sticky navigation bar; the small-screen menu is a <details> so it works without JavaScript, and
 * closes when one of its links is followed (`data-menu`, app/entry.public.ts).
 */
export function SiteHeader({ locale, settings, logo, activePage, currentPath, hasTwin, t }: SiteHeaderProps) {
  const pages = mainPageIds.filter((id) => isPageShown(settings.showPages, id));
  const otherLocale: Locale = locale === "ar" ? "en" : "ar";
  const switchHref = `${localizedPath(activePage || hasTwin ? currentPath : "/", otherLocale)}?lng=${otherLocale}`;
  const buttonText = locale === "ar" ? settings.buttonTextAr : settings.buttonTextEn;

  const switcher = settings.showLanguageSwitcher && (
    <a
      href={switchHref}
      hrefLang={otherLocale}
      lang={otherLocale}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-semibold hover:border-(--accent) hover:text-(--accent)"
    >
      <Languages className="size-5" aria-hidden="true" />
      {t("common.nav.switch_language")}
      {/* The name starts with the visible text, so a speech user can say what they see (WCAG 2.5.3). */}
      <span className="sr-only" lang={locale}>
        {" "}
        ({t("common.nav.switch_language_hint")})
      </span>
    </a>
  );
  const download = (
    <a
      href={settings.buttonUrl}
      className="inline-flex items-center gap-2 rounded-full bg-(--accent) px-5 py-2 font-bold text-white shadow-sm hover:opacity-90"
    >
      <Download className="size-5" aria-hidden="true" />
      {buttonText}
    </a>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t("common.nav.main_label")} className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to={localizedPath("/", locale)} className="flex shrink-0 items-center gap-2">
          <LibraryPicture image={logo} sizes="10rem">
            <img
              {...imageAttributes(settings.logoUrl, logo, "10rem", { width: 160, height: 48 })}
              alt={logo?.alt || t("common.brand.name")}
              className={`${logoHeights[settings.logoSize]} w-auto`}
            />
          </LibraryPicture>
        </Link>
        <div className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          <NavLinks locale={locale} pages={pages} t={t} />
        </div>
        <div className="ms-auto hidden items-center gap-2 lg:flex">
          {switcher}
          {download}
        </div>
        <details data-menu="" className="group ms-auto lg:hidden">
          <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border border-slate-300 [&::-webkit-details-marker]:hidden">
            {/* The name follows the menu's state without JavaScript: a display:none label is not read. */}
            <span className="sr-only group-open:hidden">{t("common.nav.menu_open")}</span>
            <span className="sr-only hidden group-open:inline">{t("common.nav.menu_close")}</span>
            <Menu className="size-6 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-open:block" aria-hidden="true" />
          </summary>
          <div className="absolute inset-x-0 top-full flex flex-col gap-2 border-b border-slate-200 bg-white p-4 shadow-lg">
            <NavLinks locale={locale} pages={pages} t={t} />
            <div className="flex flex-wrap items-center gap-2 pt-2">
              {switcher}
              {download}
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
