import type { InitOptions, ThirdPartyModule } from "i18next";
import { formatNumber, isLocale } from "~/config/site";
import type en from "./en";

/** `{{count, number}}` prints Latin digits in both languages, as formatNumber does (docs/decisions/0015-latin-digits.md). */
export const latinNumbers: ThirdPartyModule = {
  type: "3rdParty",
  init(instance) {
    instance.services.formatter?.add("number", (value: unknown, lng: string | undefined) => formatNumber(Number(value), isLocale(lng) ? lng : "ar"));
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
