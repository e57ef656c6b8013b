import type { InitOptions, ThirdPartyModule } from "i18next";
import { isLocale } from "~/config/site";
import { formatDate, formatDateTime, formatNumber } from "~/domain/formats";
import type en from "./en";

/**
 * `{{count, number}}` prints Latin digits in both languages, as formatNumber does (docs/decisions/0015-latin-digits.md);
 * `{{at, date}}` and `{{at, datetime}}` are the dates of app/domain/formats.ts
 * (docs/decisions/0055-one-loop-one-parser-one-date-format.md), never i18next's own `Intl` defaults.
 */
export const formats: ThirdPartyModule = {
  type: "3rdParty",
  init(instance) {
    const localeOf = (lng: string | undefined) => (isLocale(lng) ? lng : "ar");
    const formatter = instance.services.formatter;
    formatter?.add("number", (value: unknown, lng: string | undefined) => formatNumber(Number(value), localeOf(lng)));
    formatter?.add("date", (value: unknown, lng: string | undefined) => formatDate(value as string, localeOf(lng)));
    formatter?.add("datetime", (value: unknown, lng: string | undefined) => formatDateTime(value as string, localeOf(lng)));
  },
};

/** What the server's and the browser's instances share; each adds its resources. */
export const baseOptions = {
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  nsSeparator: false,
} satisfies InitOptions;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
