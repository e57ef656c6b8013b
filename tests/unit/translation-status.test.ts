import { describe, expect, it } from "vitest";
import { draftHasLanguage, translationStamps, translationStatusOf } from "~/domain/translation-status";
import { fromMigration } from "../support/migrations";

/** The rule of docs/decisions/0026-drafts-preview-translation-status.md, on the values alone. */
const t0 = "2026-11-24T10:00:00.000Z";
const t1 = "2026-11-24T11:00:00.000Z";
const now = "2026-11-24T12:00:00.000Z";
const level = { type: "text", valueAr: "نص", valueEn: "Text", valueArUpdatedAt: t0, valueEnUpdatedAt: t0 };

describe("translation status", () => {
  it("is missing when a language is blank, stale when one is older, else current", () => {
    expect(translationStatusOf(level)).toEqual({ status: "current", outdated: null });
    expect(translationStatusOf({ ...level, valueEn: "  " })).toEqual({ status: "missing", outdated: null });
    expect(translationStatusOf({ ...level, valueArUpdatedAt: t1 })).toEqual({ status: "stale", outdated: "en" });
    expect(translationStatusOf({ ...level, valueEnUpdatedAt: t1 })).toEqual({ status: "stale", outdated: "ar" });
  });

  it("is always current for a page's share image and noindex: one choice per language, empty meaning drawn or indexed", () => {
    for (const key of ["home.meta.image", "contact.meta.noindex"]) {
      expect(translationStatusOf({ ...level, key, valueAr: "", valueEn: "" })).toEqual({ status: "current", outdated: null });
      expect(translationStatusOf({ ...level, key, valueEn: "yes", valueEnUpdatedAt: t1 })).toEqual({ status: "current", outdated: null });
    }
    expect(translationStatusOf({ ...level, key: "home.hero.image", valueEn: "" })).toEqual({ status: "missing", outdated: null });
  });

  it("moves only the changed language when it was level, and levels both when it catches up", () => {
    expect(translationStamps(level, { valueAr: "نص جديد" }, now)).toEqual({ valueArUpdatedAt: now });
    expect(translationStamps(level, { valueAr: "نص", valueEn: "Text" }, now)).toEqual({});
    expect(translationStamps(level, { valueAr: "أ", valueEn: "B" }, now)).toEqual({ valueArUpdatedAt: now, valueEnUpdatedAt: now });
    const arabicAhead = { ...level, valueArUpdatedAt: t1 };
    expect(translationStamps(arabicAhead, { valueEn: "New text" }, now)).toEqual({ valueArUpdatedAt: now, valueEnUpdatedAt: now });
    expect(translationStamps(arabicAhead, { valueAr: "مرة أخرى" }, now)).toEqual({ valueArUpdatedAt: now });
  });

  it("levels both when a blank language is filled, and on any change of an icon", () => {
    expect(translationStamps({ ...level, valueEn: "" }, { valueEn: "Text" }, now)).toEqual({ valueArUpdatedAt: now, valueEnUpdatedAt: now });
    expect(translationStamps({ ...level, type: "icon" }, { valueEn: "Star" }, now)).toEqual({ valueArUpdatedAt: now, valueEnUpdatedAt: now });
  });
});

describe("the drafts-translation-status migration", () => {
  it("starts every existing item current (both languages at its updatedAt), adds the drafts table, and can be undone", () =>
    fromMigration("2026-11-23T1300-dashboard-indexes", async (db, { migrateTo, migrateDown }) => {
      await db
        .insertInto("content_items")
        .values({ key: "home.old.item", type: "text", page: "home", valueAr: "نص", valueEn: "Text", updatedAt: t1 } as never)
        .execute();

      await migrateTo("2026-11-24T0200-drafts-translation-status");
      const row = await db.selectFrom("content_items").selectAll().where("key", "=", "home.old.item").executeTakeFirstOrThrow();
      expect(row).toMatchObject({ valueArUpdatedAt: t1, valueEnUpdatedAt: t1 });
      expect(translationStatusOf(row).status).toBe("current");
      await db.insertInto("content_drafts").values({ contentItemId: row.id, valueAr: "مسودة", valueEn: "Draft" }).execute();
      // A draft goes with its item.
      await db.deleteFrom("content_items").where("id", "=", row.id).execute();
      expect(await db.selectFrom("content_drafts").selectAll().execute()).toEqual([]);

      await migrateDown();
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain("content_drafts");
      expect(tables.find((table) => table.name === "content_items")!.columns.map((column) => column.name)).not.toContain("valueArUpdatedAt");
    }));
});

describe("draftHasLanguage", () => {
  const draft = { valueAr: "جديد", valueEn: "Same", publishedAr: "قديم", publishedEn: "Same" };
  it("has the language whose half differs from the published value; both always publish", () => {
    expect(draftHasLanguage(draft, ["ar"])).toBe(true);
    expect(draftHasLanguage(draft, ["en"])).toBe(false);
    expect(draftHasLanguage(draft, ["ar", "en"])).toBe(true);
    expect(draftHasLanguage({ ...draft, valueAr: "قديم" }, ["ar", "en"])).toBe(true);
  });
});
