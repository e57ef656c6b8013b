import { createI18nextMiddleware } from "remix-i18next/middleware";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { resolveLocale } from "./language.server";

/**
 * Server-side i18next for interface strings (app/locales). Public page copy comes from the
 * editable dictionary (app/content) instead.
 */
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: ["ar", "en"],
    fallbackLanguage: "ar",
    order: ["custom"],
    findLocale: async (request) => resolveLocale(request),
  },
  i18next: {
    resources: { ar: { translation: ar }, en: { translation: en } },
    interpolation: { escapeValue: false },
  },
});

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
