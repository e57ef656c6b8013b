import { describe, expect, it } from "vitest";
import { itemLabel, labelParts } from "~/components/admin/item-label";
import { defaultEntries } from "~/content/defaults";
import { i18nOf } from "~/lib/i18n.server";
import ar from "~/locales/ar";
import en from "~/locales/en";

/**
 * Every content item the site ships has a name in both of the dashboard's languages, built from its
 * key's words (app/components/admin/item-label.ts): no key shown as the name, no English in Arabic.
 */
const keys = defaultEntries.map((entry) => entry.key);

describe("content items' names", () => {
  it("reads a key's words and numbers past the page and the section", () => {
    expect(labelParts("home.features.3.title")).toEqual([{ word: "entry", number: 3 }, { word: "title" }]);
    expect(labelParts("privacy.cards.1.item.2")).toEqual([
      { word: "entry", number: 1 },
      { word: "item", number: 2 },
    ]);
    expect(labelParts("privacy.intro.2")).toEqual([{ word: "paragraph", number: 2 }]);
    expect(labelParts("sellers.requirements.conditions.1.title")).toEqual([{ word: "conditions", number: 1 }, { word: "title" }]);
  });

  it("names items as people would, in Arabic and English", () => {
    expect(itemLabel("home.hero.image_alt", i18nOf("ar").t, "ar")).toBe("النص البديل للصورة");
    expect(itemLabel("home.hero.image_alt", i18nOf("en").t, "en")).toBe("Image alt text");
    expect(itemLabel("privacy.cards.1.item.2", i18nOf("en").t, "en")).toBe("Item 1 – Point 2");
    expect(itemLabel("sellers.requirements.conditions.1.title", i18nOf("en").t, "en")).toBe("Condition 1 – Heading");
  });

  it.each(["ar", "en"] as const)("has a word for every part of every shipped key (%s)", (locale) => {
    const words = (locale === "ar" ? ar : en).admin.itemLabels.words as Record<string, string>;
    const missing = [...new Set(keys.flatMap((key) => labelParts(key).map((part) => part.word)))].filter(
      (word) => word !== "entry" && word !== "paragraph" && !(word in words),
    );
    expect(missing).toEqual([]);
  });

  it("writes the Arabic names in Arabic (store names aside)", () => {
    const t = i18nOf("ar").t;
    const latin = keys
      .map((key) => [key, itemLabel(key, t, "ar")])
      .filter(([, label]) => /[A-Za-z]/.test(label!.replace(/App Store|Google Play/g, "")));
    expect(latin).toEqual([]);
  });
});
