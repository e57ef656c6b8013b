import { useEffect } from "react";
import { useTranslation } from "~/lib/use-translation";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import cairoArabic from "~/fonts/cairo-core-arabic.woff2?url";
import cairoLatin from "~/fonts/cairo-core-latin.woff2?url";
import "./app.css";
import { useNonce } from "./components/nonce";
import { directionOf, type Locale } from "./config/site";
import { formBodyMiddleware } from "./lib/form-body.server";
import { getLocale, i18nextMiddleware } from "./lib/i18n.server";
import type { RouteHandle } from "./lib/route-handle";
import { rememberLanguage } from "./lib/language-memory";
import { languageMiddleware } from "./lib/language.server";
import { reportBrowserError } from "./lib/browser-error.client";

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, i18nextMiddleware, formBodyMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { locale: getLocale(context) };
}

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

/** Mirrors the language cookie into localStorage and back (app/lib/language-memory.ts, shared with the public pages' script). */
function useLanguageMemory() {
  useEffect(rememberLanguage, []);
}

/**
 * A route whose `handle` says `{ hydrate: false }` (the public site's layout) is sent as HTML and CSS only:
 * no React Router scripts, no hydration data (docs/decisions/0024-static-public-pages.md).
 */
function useHydration() {
  return !useMatches().some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root's data (a middleware's error, like a role's 403, skips every loader) the request's i18n instance knows the language.
  const { i18n } = useTranslation();
  const locale: Locale = data?.locale ?? (i18n.language === "en" ? "en" : "ar");
  const nonce = useNonce();
  const hydrate = useHydration();
  // Set once React has taken the server's HTML over (the page answers clicks as a client app from
  // then on): browser tests wait for it before they type or click (tests/support/browser.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0369a1" />
        {/* The core files of the one font (app/fonts/cairo.css) the page's words need, fetched before the CSS
            asks: no late swap. Arabic words need the Latin file too (the space is there); an English page
            shows Arabic only in the language switch, which may swap late. */}
        {locale === "ar" && <link rel="preload" as="font" type="font/woff2" href={cairoArabic} crossOrigin="anonymous" />}
        <link rel="preload" as="font" type="font/woff2" href={cairoLatin} crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  useLanguageMemory();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In the browser only: effects never run on the server (app/lib/browser-error.client.ts).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportBrowserError(error);
  }, [error]);
  // A middleware's error skips every loader, so on a document request it lands here: the route whose
  // middleware threw may show it itself (the dashboard's 403 of a tab, inside its frame).
  const own = matches.map((match) => (match.handle as RouteHandle | undefined)?.middlewareErrorView?.(error)).find(Boolean);
  if (own) return own;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{t("errorPage.title", { status })}</title>
      <p className="text-6xl font-black text-sky-700">{status}</p>
      <h1 className="text-2xl font-bold">{status >= 400 && status < 500 ? t("errorPage.clientError") : t("errorPage.serverError")}</h1>
      <a className="rounded-full bg-sky-700 px-6 py-3 font-bold text-white" href={i18n.language === "en" ? "/en" : "/"}>
        {t("errorPage.home")}
      </a>
    </main>
  );
}
