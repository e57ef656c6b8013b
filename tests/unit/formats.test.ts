import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatChange, formatNumber, formatPercent } from "~/domain/formats";
import { i18nOf } from "~/lib/i18n.server";

/*
 * One set of formatters (app/domain/formats.ts, docs/decisions/0055-one-loop-one-parser-one-date-format.md):
 * numbers and shares read the same in every tab and through i18next, with Latin digits in Arabic
 * (docs/decisions/0015-latin-digits.md). Before, the analytics tab made its own `Intl.NumberFormat`s
 * and filled a translation's placeholder with nothing to print the change beside it.
 */

const root = join(import.meta.dirname, "../..");
function sources(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("one set of formatters", () => {
  it.each([
    ["en", "12,345", "12.5%", "+12.5%", "-50%"],
    ["ar", "12,345", "12.5%", "+12.5%", "-50%"],
  ] as const)("%s: counts, shares and changes in Latin digits", (locale, count, share, rise, fall) => {
    const strip = (text: string) =>
      text
        .replace(/[\u200e\u200f\u061c\u00a0]/g, "")
        .replace(/٬/g, ",")
        .replace(/٫/g, ".")
        .replace(/٪/g, "%");
    expect(strip(formatNumber(12345, locale))).toBe(count);
    expect(strip(formatPercent(0.125, locale))).toBe(share);
    expect(strip(formatChange(0.125, locale))).toBe(rise);
    expect(strip(formatChange(-0.5, locale))).toBe(fall);
    for (const text of [formatNumber(12345, locale), formatPercent(0.125, locale), formatChange(-0.5, locale)]) expect(text).not.toMatch(/[٠-٩]/);
  });

  it("gives i18next's `{{value, number}}` the same string as the views", () => {
    for (const locale of ["ar", "en"] as const) {
      const i18n = i18nOf(locale);
      expect(i18n.services.interpolator.interpolate("{{count, number}}", { count: 12345 }, locale, {})).toBe(formatNumber(12345, locale));
    }
  });

  it("prints the analytics change inside the sentence, isolated, in both languages", () => {
    for (const locale of ["ar", "en"] as const) {
      const text = i18nOf(locale).t("analytics.change", { change: formatChange(0.125, locale) });
      expect(text).toMatch(/^<bdi>.*12\.5.*<\/bdi> \S/);
    }
  });

  it("is the only place in app/ that formats a number or a date", () => {
    const formatting = /new Intl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)|\.toLocale(String|DateString|TimeString)\(/;
    expect(sources("app").filter((file) => formatting.test(readFileSync(join(root, file), "utf8")))).toEqual(["app/domain/formats.ts"]);
  });
});
