import { describe, expect, it } from "vitest";
import { i18nOf } from "~/lib/i18n.server";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { defaultEntries } from "~/content/defaults";
import { faqEntries } from "~/content/defaults/faq";

/**
 * Every counting string of app/locales, printed for 0, 1, 2, 3, 11 and 100 in both languages:
 * Arabic has six plural forms, English two (docs/decisions/0030-one-translation-path.md).
 */

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const arabicForms = ["zero", "one", "two", "few", "many", "other"];
const counts = [0, 1, 2, 3, 11, 100];

function flatten(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) => flatten(child, [...path, name]));
}

const arKeys = flatten(ar).map(([key]) => key);
const enKeys = flatten(en).map(([key]) => key);
const baseOf = (key: string) => key.replace(pluralSuffix, "");
const countingKeys = [...new Set(enKeys.filter((key) => pluralSuffix.test(key)).map(baseOf))];

function print(language: "ar" | "en", key: string, count: number) {
  return String(i18nOf(language).t(key as never, { count } as never));
}

describe("counting strings", () => {
  it("prints every counting string in both languages, every placeholder filled, with Latin digits", () => {
    expect(countingKeys.length).toBeGreaterThanOrEqual(14);
    const printed: string[] = [];
    for (const key of countingKeys) {
      for (const count of counts) {
        for (const language of ["ar", "en"] as const) {
          const text = print(language, key, count);
          printed.push(`${language} ${key} ${count}: ${text}`);
          expect(text, `${language} ${key} ${count}`).not.toMatch(/\{\{|\}\}/);
          expect(text, `${language} ${key} ${count}`).not.toMatch(/[\u0660-\u0669]/);
          expect(text, `${language} ${key} ${count}`).not.toBe(key);
        }
      }
    }
    console.log(printed.join("\n"));
  });

  it("gives every Arabic counting string its six forms", () => {
    for (const key of countingKeys) {
      for (const form of arabicForms) expect(arKeys, `${key}_${form}`).toContain(`${key}_${form}`);
    }
  });

  it("agrees the noun with the number as an Arabic reader expects", () => {
    expect(counts.map((count) => print("ar", "admin.content.drafts", count))).toEqual([
      "لا توجد مسودات",
      "مسودة واحدة",
      "مسودتان",
      "3 مسودات",
      "11 مسودة",
      "100 مسودة",
    ]);
    expect(print("ar", "admin.login.throttled", 1)).toContain("دقيقة واحدة");
    expect(print("ar", "admin.login.throttled", 3)).toContain("3 دقائق");
    expect(print("ar", "admin.login.throttled", 15)).toContain("15 دقيقة");
    expect(print("en", "admin.login.throttled", 1)).toContain("1 minute,");
    expect(print("en", "admin.login.throttled", 2)).toContain("2 minutes,");
    expect(print("ar", "admin.content.items", 1067)).toBe("1,067 عنصراً");
    expect(print("en", "admin.content.items", 1067)).toBe("1,067 items");
  });

  it('counts only through plural keys: no plain string puts a number before a counted noun («3 دقيقة», "1 minutes")', () => {
    const countedNoun =
      /\{\{[^}]+\}\}\s?(دقيق|دقائق|ساع|يوم|أيام|عنصر|عناصر|رسال|مسود|محاول|رمز|رموز|سؤال|أسئلة|صور|minutes?\b|hours?\b|days?\b|items?\b|messages?\b|drafts?\b|attempts?\b|codes?\b|entr|questions?\b|images?\b)/;
    const plain = [...flatten(ar), ...flatten(en)].filter(([key]) => !pluralSuffix.test(key));
    expect(plain.length).toBeGreaterThan(500);
    expect(plain.filter(([, value]) => countedNoun.test(value)).map(([key, value]) => `${key} = ${value}`)).toEqual([]);
    const defaults = [...defaultEntries, ...faqEntries].flatMap((entry) => [entry.ar, entry.en].map((value) => `${entry.key} = ${value}`));
    expect(defaults.filter((text) => countedNoun.test(text))).toEqual([]);
  });

  it("has an English counterpart for every Arabic key, and the reverse (plural sets may differ)", () => {
    const bases = (keys: string[]) => new Set(keys.map(baseOf));
    expect([...bases(arKeys)].sort()).toEqual([...bases(enKeys)].sort());
  });
});
