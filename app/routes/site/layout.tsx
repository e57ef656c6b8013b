import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, Outlet, useLocation, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import { getSettings } from "#db/models/settings.server";
import { responsiveImages } from "#db/models/media.server";
import { ChatButton } from "~/components/site/chat-button";
import { SiteFooter } from "~/components/site/site-footer";
import { PreviewBanner } from "~/components/site/preview-banner";
import { SiteHeader } from "~/components/site/site-header";
import { useNonce } from "~/components/nonce";
import { controllerDocumentIds, localizedPath, notFoundRouteId, pageByPath, splitLocalePath } from "~/config/pages";
import { chatLink, site } from "~/config/site";
import { requestInfoContext } from "~/lib/context";
import { siteNodes } from "~/features/share/structured-data";
import { getPageStrings } from "~/services/dictionary.server";
import { getCompanyFacts } from "~/services/company.server";
import { useSiteTranslator } from "~/content/translate";
import { env } from "~/lib/env.server";
import { getLocale } from "~/lib/i18n.server";
import { isPreview, previewMiddleware } from "~/services/preview.server";
import type { Route } from "./+types/layout";
import { takeFormFlash } from "./page-data.server";
import { loadPreviewBanner } from "./preview.server";
import { publicScript, speculationRules } from "./public-script.server";

/** `?preview=1`: an administrator sees the drafts in place, anyone else the plain URL (app/lib/preview.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [previewMiddleware];

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const [header, footer, strings, newsletter, preview, company] = await Promise.all([
    getSettings("header"),
    getSettings("footer"),
    getPageStrings(locale, ["common"], { preview: isPreview(context) }),
    takeFormFlash(request, "newsletter"),
    loadPreviewBanner(request, context, url),
    getCompanyFacts(locale),
  ]);
  const newsletterSuccess = newsletter.flash?.kind === "success" ? newsletter.flash.title : undefined;
  const headers = new Headers(newsletter.headers);
  for (const [name, value] of new Headers(preview.headers)) headers.append(name, value);
  const logos = await responsiveImages([header.logoUrl, footer.logoUrl], locale);
  const structuredData = siteNodes({
    origin: context.get(requestInfoContext).origin,
    locale,
    siteName: site.name[locale],
    legalName: company.legalName,
    logoUrl: header.logoUrl,
    telephone: footer.contactPhone,
    email: footer.contactEmail,
    sameAs: footer.showSocialLinks ? site.socialLinks.map((link) => link.url) : [],
    address: showsAddress(url.pathname) ? company.address : null,
  });
  return data(
    {
      locale,
      header,
      footer,
      company,
      headerLogo: logos[header.logoUrl],
      footerLogo: logos[footer.logoUrl],
      strings,
      chatHref: chatLink(env().CHAT_NUMBER),
      newsletterSuccess,
      preview: preview.banner,
      scripts: { publicScript, speculationRules },
      structuredData,
    },
    { headers },
  );
}

/** The pages that show the company's street address: the legal documents' "who we are" and the contact page's cards. */
function showsAddress(pathname: string) {
  const id = pageByPath(splitLocalePath(pathname).path)?.id;
  return id === "contact" || (controllerDocumentIds as readonly string[]).includes(id ?? "");
}

/**
 * Public pages are HTML and CSS only: the root layout leaves out React Router's scripts and
 * hydration data for these routes (docs/decisions/0024-static-public-pages.md).
 */
export const handle = { hydrate: false };

export const newsletterPath = "/newsletter";

/** The layout's own strings are the `common.*` ones the translator already reads. */
const noPageStrings = {};

type LayoutData = Route.ComponentProps["loaderData"];

/** The chrome of every public page: navigation, footer and the floating chat button. */
function SiteChrome({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  const { locale, header, footer, company, headerLogo, footerLogo, chatHref, newsletterSuccess, preview } = layout;
  const { pathname } = useLocation();
  const { path } = splitLocalePath(pathname);
  const page = pageByPath(path);
  // The 404 page is one page for every unknown path (stored once per language): nothing in it names the path.
  // A campaign page that is not there answers with the same page (`found: false`, app/features/pages/page.route.tsx).
  const matches = useMatches();
  const notFound = matches.some((match) => match.id === notFoundRouteId || (match.loaderData as { found?: boolean } | undefined)?.found === false);
  // A campaign page published in both languages names its twin (app/features/pages/page.route.tsx).
  const hasTwin = matches.some((match) => (match.loaderData as { hasTwin?: boolean } | undefined)?.hasTwin === true);
  const t = useSiteTranslator(noPageStrings);
  return (
    <div data-accent={page?.accent ?? "sky"} className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-bold focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
        {t("common.nav.skip_to_content")}
      </a>
      {preview && <PreviewBanner banner={preview} />}
      <SiteHeader locale={locale} settings={header} logo={headerLogo} activePage={page?.id} currentPath={path} hasTwin={hasTwin} t={t} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter
        locale={locale}
        settings={footer}
        company={company}
        logo={footerLogo}
        t={t}
        newsletterSuccess={newsletterSuccess}
        showNewsletter={path !== newsletterPath}
        newsletterRedirectTo={notFound ? localizedPath("/", locale) : pathname}
      />
      <ChatButton href={chatHref} label={t("common.chat.label")} tooltip={t("common.chat.tooltip")} />
      <PublicScripts scripts={layout.scripts} />
    </div>
  );
}

/**
 * The enhancement module (app/entry.public.ts) and the speculation rules that prefetch a page on
 * hover or press. Inline, they cost no request; a cached page allows them by hash, any other
 * response by its nonce (app/server/public-cache.ts).
 */
function PublicScripts({ scripts }: { scripts: LayoutData["scripts"] }) {
  const nonce = useNonce() || undefined;
  return (
    <>
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts.speculationRules }} />
      <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: scripts.publicScript }} />
    </>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome layout={loaderData}>
      <Outlet />
    </SiteChrome>
  );
}

/** The layout's route id (app/routes.ts), to read its data from the error boundary. */
const layoutRouteId = "routes/site/layout";

/**
 * A public page that fails keeps the site's header and footer in its language, with a way home.
 * When the layout itself could not load, the root boundary answers instead.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>(layoutRouteId);
  if (!layout) throw error;
  return (
    <SiteChrome layout={layout}>
      <PageFailure status={isRouteErrorResponse(error) ? error.status : 500} locale={layout.locale} />
    </SiteChrome>
  );
}

function PageFailure({ status, locale }: { status: number; locale: LayoutData["locale"] }) {
  const t = useSiteTranslator(noPageStrings);
  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center" data-status={status}>
      <title>{`${status} | ${t("common.brand.name")}`}</title>
      <p className="text-7xl font-black text-(--accent)" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-bold">{t("common.error.title")}</h1>
      <p className="text-lg text-muted">{status < 500 ? t("common.error.bad_request") : t("common.error.server")}</p>
      <Link to={localizedPath("/", locale)} className="rounded-full bg-(--accent) px-6 py-3 font-bold text-white hover:opacity-90">
        {t("common.notfound.home_link")}
      </Link>
    </section>
  );
}
