import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Locale, locales } from "~/config/site";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { resolveLocale } from "./language.server";

/**
 * Server-side i18next for interface strings (app/locales). Public page copy comes from the
 * editable dictionary (app/content) instead.
 *
 * One i18next instance per language, made once at start-up and shared by every request of that
 * language: nothing changes an instance's language or resources after it is made, and making one
 * per request (as remix-i18next's middleware does) cost 1–3 ms of every dashboard view, API call and
 * error page (docs/decisions/0029-one-i18next-instance-per-language.md).
 */
const instances = Object.fromEntries(
  locales.map((lng) => {
    const instance = createInstance({
      lng,
      resources: { ar: { translation: ar }, en: { translation: en } },
      interpolation: { escapeValue: false },
      // The resources are in memory: init finishes before it returns.
      initAsync: false,
    });
    void instance.init();
    return [lng, instance];
  }),
) as Record<Locale, i18n>;

const localeContext = createContext<Locale>("ar");

/** The request's language, decided once (app/lib/language.server.ts) for every later step. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(localeContext, await resolveLocale(request));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): Locale {
  return context.get(localeContext);
}

/** The i18next instance of the request's language. */
export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  return instances[getLocale(context)];
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
