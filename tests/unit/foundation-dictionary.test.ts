import { isLanguageChoiceKey } from "~/domain/content-types";
import { systemActor } from "#db/models/activity.server";
import { describe, expect, it } from "vitest";
import { createContentItem, deleteContentItem, listContentItems, updateContentItem } from "#db/models/content-items.server";
import { defaultEntries } from "~/content/defaults";
import { faqEntries } from "~/content/defaults/faq";
import { getDictionary, getPageStrings, seedDictionary } from "~/services/dictionary.server";
import { pairFaq } from "~/content/faq";
import { isIconName } from "~/content/icon-catalogue";
import { siteTranslator } from "~/content/translate";

describe("the default dictionary", () => {
  it("has unique keys, both languages filled, pages and icons from the catalogue", () => {
    const keys = defaultEntries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of defaultEntries) {
      // Empty by design: a page's share image (drawn from its title) and its noindex (indexed), docs/decisions/0063-share-images-and-structured-data.md.
      if (isLanguageChoiceKey(entry.key)) continue;
      expect(entry.ar.trim(), entry.key).not.toBe("");
      expect(entry.en.trim(), entry.key).not.toBe("");
      if (entry.type === "icon") expect(isIconName(entry.en), entry.key).toBe(true);
    }
    // The 404 headline is fixed text, not an entry (docs/decisions/0003-every-text-editable.md).
    expect(defaultEntries.find((entry) => entry.key === "common.notfound.title")).toBeUndefined();
  });

  it("keeps Arabic copy free of Arabic-Indic digits (Latin digits in both languages)", () => {
    const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;
    expect(defaultEntries.filter((entry) => arabicIndic.test(entry.ar)).map((entry) => entry.key)).toEqual([]);
  });
});

describe("lookup order: database value → default text → key", () => {
  it("seeds every default once and never overwrites an edit", async () => {
    expect(await seedDictionary()).toBe(defaultEntries.length + faqEntries.length);
    const [title] = await listContentItems({ page: "home" }).then((items) => items.filter((item) => item.key === "home.hero.title"));
    await updateContentItem(title.id, { valueEn: "Edited title" }, systemActor);
    expect(await seedDictionary()).toBe(0);
    expect((await getDictionary("en"))["home.hero.title"]).toBe("Edited title");
  });

  it("ships ten answered FAQ questions in both languages on a fresh install, and never brings back deleted ones", async () => {
    const faqItems = await listContentItems({ page: "faq" });
    expect(faqItems.map((item) => item.key).sort()).toEqual(faqEntries.map((entry) => entry.key).sort());
    expect(faqItems.every((item) => item.category === "faq")).toBe(true);
    for (const locale of ["ar", "en"] as const) {
      const faq = pairFaq(faqItems, locale);
      expect(faq.entries).toHaveLength(10);
      expect(faq.entries.filter((entry) => !entry.answer || entry.question.startsWith("faq."))).toEqual([]);
    }
    for (const item of faqItems) await deleteContentItem(item.id, systemActor);
    expect(await seedDictionary()).toBe(0);
    expect(await listContentItems({ page: "faq" })).toEqual([]);
  });

  it("falls back to the default when the database value is empty, and to the key when unknown", async () => {
    const [subtitle] = (await listContentItems({ page: "home" })).filter((item) => item.key === "home.hero.subtitle");
    await updateContentItem(subtitle.id, { valueAr: "" }, systemActor);
    const defaultText = defaultEntries.find((entry) => entry.key === "home.hero.subtitle")!.ar;
    const t = siteTranslator(await getDictionary("ar"));
    expect(t("home.hero.subtitle")).toBe(defaultText);
    expect(t("home.nothing.here")).toBe("home.nothing.here");
  });

  it("shows a key that exists only in the database, and drops the cache on every write", async () => {
    expect((await getDictionary("en"))["home.extra.line"]).toBeUndefined();
    await createContentItem(
      {
        key: "home.extra.line",
        type: "text",
        valueAr: "سطر",
        valueEn: "Line",
        category: "extra",
        page: "home",
        description: "",
      },
      systemActor,
    );
    expect((await getDictionary("en"))["home.extra.line"]).toBe("Line");
    const strings = await getPageStrings("ar", ["home"]);
    expect(Object.keys(strings).every((key) => key.startsWith("home."))).toBe(true);
    expect(strings["home.extra.line"]).toBe("سطر");
  });

  it("interpolates {{values}}", () => {
    expect(siteTranslator({ "a.b.c": "at most {{max}} characters" })("a.b.c", { max: 100 })).toBe("at most 100 characters");
  });
});
