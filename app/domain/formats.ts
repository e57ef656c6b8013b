import type { Locale } from "./locale";

/*
 * Every number, share, date and relative time the site and the dashboard show, formatted here and
 * nowhere else (`grep -rn "Intl\\." app` finds only this file). Every date and time the site shows (docs/decisions/0055-one-loop-one-parser-one-date-format.md):
 * in Qatar time (UTC+3 all year), Gregorian, Latin digits in both languages
 * (docs/decisions/0015-latin-digits.md), the month in words and the day first: «28 نوفمبر 2026» /
 * "28 November 2026" in every tab and page, never "Nov 28, 2026" or 28/11/2026. Views call these,
 * and i18next's `{{value, date}}` and `{{value, datetime}}` call the same (app/locales/i18next.ts).
 */

export const qatarTimeZone = "Asia/Qatar";

const languageTags: Record<Locale, string> = { ar: "ar-u-nu-latn-ca-gregory", en: "en-GB-u-ca-gregory" };

const day = { day: "numeric", month: "long", year: "numeric" } as const;
const time = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const shapes = {
  date: day,
  dateTime: { ...day, ...time },
  weekdayDateTime: { weekday: "long", ...day, ...time },
  dayMonth: { day: "numeric", month: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Shape = keyof typeof shapes;

const formats = new Map<string, Intl.DateTimeFormat>();

function format(shape: Shape, value: string | number | Date, locale: Locale) {
  const key = `${shape}:${locale}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageTags[locale], { ...shapes[shape], timeZone: qatarTimeZone });
    formats.set(key, formatter);
  }
  return formatter.format(instantOf(value));
}

/** An instant; a bare calendar day (`2026-11-28`, as analytics and the chart hold them) is that day in Qatar. */
function instantOf(value: string | number | Date) {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  return new Date(value);
}

/** "28 November 2026" / «28 نوفمبر 2026». */
export function formatDate(value: string | number | Date, locale: Locale) {
  return format("date", value, locale);
}

/** "28 November 2026 at 13:16" / «28 نوفمبر 2026 في 13:16»; with `weekday`, "Saturday, 28 November 2026 at 13:16". */
export function formatDateTime(value: string | number | Date, locale: Locale, { weekday = false } = {}) {
  return format(weekday ? "weekdayDateTime" : "dateTime", value, locale);
}

/** A chart axis's label, where a year and a long month do not fit: "28 Nov" / «28 نوفمبر», still day first. */
export function formatDayMonth(value: string | number | Date, locale: Locale) {
  return format("dayMonth", value, locale);
}

const relatives = new Map<Locale, Intl.RelativeTimeFormat>();

/** "2 minutes ago" / «قبل دقيقتين», "yesterday" / «أمس»: `amount` units before now (negative) or after. */
export function formatRelative(amount: number, unit: Intl.RelativeTimeFormatUnit, locale: Locale) {
  let formatter = relatives.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", { numeric: "auto" });
    relatives.set(locale, formatter);
  }
  return formatter.format(amount, unit);
}

/** One formatter per language and shape, made once: making one costs about as much as rendering a row of the dashboard. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, shape: "number" | "percent" | "change") {
  const key = `${shape}:${locale}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions =
      shape === "number" ? {} : { style: "percent", maximumFractionDigits: 1, ...(shape === "change" ? { signDisplay: "exceptZero" } : {}) };
    formatter = new Intl.NumberFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

/** "1,234" / «1,234»: Latin digits in both languages, so server and client print the same string (docs/decisions/0015-latin-digits.md). */
export function formatNumber(value: number, locale: Locale) {
  return numberFormat(locale, "number").format(value);
}

/** A share as a percentage, to one decimal: 0.125 → "12.5%". */
export function formatPercent(share: number, locale: Locale) {
  return numberFormat(locale, "percent").format(share);
}

/** A change as a signed percentage: 0.125 → "+12.5%", -0.5 → "-50%", 0 → "0%". */
export function formatChange(share: number, locale: Locale) {
  return numberFormat(locale, "change").format(share);
}
