import { createInstance, type i18n, type TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { isLocale, type Locale, locales } from "~/config/site";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { baseOptions, formats } from "~/locales/i18next";
import { cookieLocale, resolveLocale } from "./language.server";
import { routePathname } from "./route-handle";

/**
 * The request's language: the URL on public pages, else the language cookie; an administrator's
 * first visit (no cookie yet) goes by Accept-Language (docs/decisions/0030-one-translation-path.md).
 */
async function findLocale({ request }: { request: Request }): Promise<Locale | null> {
  const pathname = routePathname(new URL(request.url).pathname);
  if (pathname.startsWith("/admin") && (await cookieLocale(request)) === undefined) return null;
  return resolveLocale(request);
}

const options = { ...baseOptions, resources: { ar: { translation: ar }, en: { translation: en } } };

const [middleware, getLanguage, getInstance] = createI18nextMiddleware({
  detection: { supportedLanguages: [...locales], fallbackLanguage: "ar", order: ["custom", "header"], findLocale },
  i18next: options,
  plugins: [formats],
});

/** Gives every request React Router answers its language and its i18next instance (stored pages never get here). */
export const i18nextMiddleware = middleware;

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  const locale = getLanguage(context);
  return isLocale(locale) ? locale : "ar";
}

export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  return getInstance(context);
}

/**
 * The instance for the document of any request: React Router refuses some (OPTIONS, a POST to a page
 * without a form: 405) before the middleware runs, and their error page still needs words.
 */
export function documentI18n(context: Readonly<RouterContextProvider>, request: Request): i18n {
  try {
    return getInstance(context);
  } catch {
    return i18nOf(/^\/en(\/|\.data$|$)/.test(new URL(request.url).pathname) ? "en" : "ar");
  }
}

/** The request's `t`: interface strings of app/locales (validation, toasts, API errors, emails). */
export function getT(context: Readonly<RouterContextProvider>): TFunction {
  return getInstance(context).t;
}

const outsideRequests = new Map<Locale, i18n>();

/** One language's instance where there is no request: the outbox worker's emails, the CLI, unit tests. */
export function i18nOf(locale: Locale): i18n {
  let instance = outsideRequests.get(locale);
  if (!instance) {
    instance = createInstance({ ...options, lng: locale, initAsync: false });
    void instance.use(formats).init();
    outsideRequests.set(locale, instance);
  }
  return instance;
}
