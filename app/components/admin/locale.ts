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
