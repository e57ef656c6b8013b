import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/config/site";
import { interpolate } from "~/content/translate";
import type { AppStrings } from "~/locales/en";
import { appString } from "~/locales/lookup";

/** "admin.tabs.content" and the like: every string path of app/locales. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
export type StringKey = Paths<AppStrings>;
export type AdminTranslate = (key: StringKey, values?: Record<string, string | number>) => string;

/** Looks a dotted key up in one language; an unknown key (e.g. a server message) shows as itself. */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>) {
  return interpolate(appString(locale, key) ?? key, values);
}

/** The admin's language: the root loader reads it from the language cookie. */
export function useAdminLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale === "en" ? "en" : "ar";
}

export function useT(): AdminTranslate {
  const locale = useAdminLocale();
  return useCallback<AdminTranslate>((key, values) => translate(locale, key, values), [locale]);
}

/** Validation messages arrive as keys (client-side checks) or already translated (server). */
export function useMessage() {
  const locale = useAdminLocale();
  return useCallback((message: string) => translate(locale, message), [locale]);
}

/** Dates with Latin digits in both languages (docs/decisions/0015-latin-digits.md). */
export function formatDate(value: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Qatar",
  }).format(new Date(value));
}
