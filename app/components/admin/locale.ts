import type { ParseKeys } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import type { Locale } from "~/config/site";

/** "admin.tabs.content" and the like: every key of app/locales, for keys built at run time. */
export type StringKey = ParseKeys;

/** The dashboard's language: the one its i18next instance was made for (app/entry.client.tsx); the context alone, no second hook. */
export function useLocale(): Locale {
  return useContext(I18nContext).i18n.language === "en" ? "en" : "ar";
}

/**
 * Dates in Qatar time with Latin digits in both languages (docs/decisions/0015-latin-digits.md); British
 * English like the rest of the site ("28 Nov 2026, 15:16"), never the US order.
 */
export function formatDate(value: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Qatar",
  }).format(new Date(value));
}
