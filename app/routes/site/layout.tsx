import { data, Outlet, useLocation } from "react-router";
import { getFooterSettings } from "#db/models/footer-settings.server";
import { getHeaderSettings } from "#db/models/header-settings.server";
import { ChatButton } from "~/components/site/chat-button";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { pageByPath, splitLocalePath } from "~/config/pages";
import { chatLink } from "~/config/site";
import { getPageStrings } from "~/content/dictionary.server";
import { useSiteTranslator } from "~/content/translate";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/page.server";
import type { Route } from "./+types/layout";
import { takeFormFlash } from "./page-data.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const [header, footer, strings, newsletter] = await Promise.all([
    getHeaderSettings(),
    getFooterSettings(),
    getPageStrings(locale, ["common"]),
    takeFormFlash(request, "newsletter"),
  ]);
  const newsletterSuccess = newsletter.flash?.kind === "success" ? newsletter.flash.title : undefined;
  return data(
    { locale, header, footer, strings, chatHref: chatLink(env().CHAT_NUMBER), newsletterSuccess },
    { headers: newsletter.headers },
  );
}

export const newsletterPath = "/newsletter";

/** The layout's own strings are the `common.*` ones the translator already reads. */
const noPageStrings = {};

/** The chrome of every public page: navigation, footer and the floating chat button. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { locale, header, footer, chatHref, newsletterSuccess } = loaderData;
  const { pathname } = useLocation();
  const { path } = splitLocalePath(pathname);
  const page = pageByPath(path);
  const t = useSiteTranslator(noPageStrings);
  return (
    <div data-accent={page?.accent ?? "sky"} className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common.nav.skip_to_content")}
      </a>
      <SiteHeader locale={locale} settings={header} activePage={page?.id} currentPath={path} t={t} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        locale={locale}
        settings={footer}
        t={t}
        newsletterSuccess={newsletterSuccess}
        showNewsletter={path !== newsletterPath}
      />
      <ChatButton href={chatHref} label={t("common.chat.label")} />
    </div>
  );
}
