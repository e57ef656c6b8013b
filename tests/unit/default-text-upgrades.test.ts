import { describe, expect, it } from "vitest";
import { systemActor } from "#db/models/activity.server";
import { saveContentDraft } from "#db/models/content-drafts.server";
import { db } from "#db/database.server";
import {
  type ContentItem,
  createContentItem,
  getContentItem,
  listContentItems,
  updateContentItem,
  upgradeDefaultTexts,
} from "#db/models/content-items.server";
import { listRevisions } from "#db/models/revisions.server";
import { defaultEntries } from "~/content/defaults";
import { previousDefaults } from "~/content/defaults/previous";
import { translationStatusOf } from "~/domain/translation-status";
import { defaultTextUpgrades, seedDictionary, upgradeDefaults } from "~/services/dictionary.server";

/**
 * Changed defaults reach only items nobody has edited (docs/decisions/0046-default-text-upgrades.md),
 * on the real database of the run (SQLite, or PostgreSQL with TEST_POSTGRES_URL).
 */

const editor = { id: null, email: "editor@example.com", ip: "127.0.0.1" };
let next = 0;

/** An item as an earlier release seeded it, and the upgrade that release's successor ships. */
async function seededItem(old: { ar: string; en: string }) {
  next += 1;
  const key = `test.upgrade.${next}`;
  const item = await createContentItem(
    { key, type: "text", valueAr: old.ar, valueEn: old.en, page: "test", category: "upgrade", description: "" },
    systemActor,
  );
  const upgrade = { key, valueAr: `نص جديد ${next}`, valueEn: `New text ${next}`, previousAr: [old.ar], previousEn: [old.en] };
  return { item, upgrade };
}

const stored = async (item: ContentItem) => (await getContentItem(item.id))!;

describe("upgrading unedited default texts", () => {
  it("gives an unedited item the new default in both languages, level, as a revision by system", async () => {
    const { item, upgrade } = await seededItem({ ar: "نص قديم", en: "Old text" });
    expect(await upgradeDefaultTexts([upgrade], systemActor)).toEqual([item.key]);
    const after = await stored(item);
    expect([after.valueAr, after.valueEn]).toEqual([upgrade.valueAr, upgrade.valueEn]);
    // A write like any other: an editor who opened the old text is told of the change (docs/decisions/0043-versions-and-conflicts.md).
    expect(after.version).toBe(item.version + 1);
    expect(translationStatusOf(after).status).toBe("current");
    const history = await listRevisions("content", item.id, 1, 10);
    expect(history.items[0]).toMatchObject({ action: "update", actorEmail: "system" });
    expect(history.items[0].before).toMatchObject({ valueAr: "نص قديم", valueEn: "Old text" });
  });

  it("never touches an item an administrator edited", async () => {
    const { item, upgrade } = await seededItem({ ar: "نص قديم", en: "Old text" });
    await updateContentItem(item.id, { valueAr: "نص كتبه المسؤول", valueEn: "Written by an administrator" }, editor);
    expect(await upgradeDefaultTexts([upgrade], systemActor)).toEqual([]);
    const after = await stored(item);
    expect([after.valueAr, after.valueEn]).toEqual(["نص كتبه المسؤول", "Written by an administrator"]);
  });

  it("leaves an item with a draft alone, and its draft too", async () => {
    const { item, upgrade } = await seededItem({ ar: "نص قديم", en: "Old text" });
    await saveContentDraft(item.id, { valueAr: "مسودة", valueEn: "Draft" }, editor);
    expect(await upgradeDefaultTexts([upgrade], systemActor)).toEqual([]);
    const after = await stored(item);
    expect([after.valueAr, after.valueEn]).toEqual(["نص قديم", "Old text"]);
  });

  it("upgrades each language on its own: the edited English stays, the Arabic moves", async () => {
    const { item, upgrade } = await seededItem({ ar: "نص قديم", en: "Old text" });
    await updateContentItem(item.id, { valueEn: "Edited English" }, editor);
    expect(await upgradeDefaultTexts([upgrade], systemActor)).toEqual([item.key]);
    const after = await stored(item);
    expect([after.valueAr, after.valueEn]).toEqual([upgrade.valueAr, "Edited English"]);
    const other = await seededItem({ ar: "نص قديم", en: "Old text" });
    await updateContentItem(other.item.id, { valueAr: "عربي معدّل" }, editor);
    expect(await upgradeDefaultTexts([other.upgrade], systemActor)).toEqual([other.item.key]);
    expect([(await stored(other.item)).valueAr, (await stored(other.item)).valueEn]).toEqual(["عربي معدّل", other.upgrade.valueEn]);
  });

  it("changes nothing the second time, nor when two nodes start at once", async () => {
    const { item, upgrade } = await seededItem({ ar: "نص قديم", en: "Old text" });
    const results = await Promise.all([upgradeDefaultTexts([upgrade], systemActor), upgradeDefaultTexts([upgrade], systemActor)]);
    expect(results.flat()).toEqual([item.key]);
    expect(await upgradeDefaultTexts([upgrade], systemActor)).toEqual([]);
    expect((await listRevisions("content", item.id, 1, 10)).total).toBe(2);
  });

  it("moves the shipped copy of an existing database to this release's defaults, once", async () => {
    await seedDictionary();
    const upgrades = defaultTextUpgrades();
    expect(upgrades.length).toBeGreaterThan(0);
    expect(upgrades.every((upgrade) => !upgrade.previousAr.includes(upgrade.valueAr) && !upgrade.previousEn.includes(upgrade.valueEn))).toBe(true);
    // A database seeded by an earlier release: its unedited items hold a superseded text.
    const sample = upgrades.filter((upgrade) => defaultEntries.some((entry) => entry.key === upgrade.key)).slice(0, 5);
    const items = (await listContentItems()).filter((row) => sample.some((upgrade) => upgrade.key === row.key));
    expect(items).toHaveLength(sample.length);
    for (const row of items) {
      const old = previousDefaults[row.key];
      await db
        .updateTable("content_items")
        .set({ valueAr: old.ar?.[0] ?? row.valueAr, valueEn: old.en?.[0] ?? row.valueEn })
        .where("id", "=", row.id)
        .execute();
    }
    expect((await upgradeDefaults()).sort()).toEqual(items.map((row) => row.key).sort());
    for (const row of items) {
      const entry = defaultEntries.find((candidate) => candidate.key === row.key)!;
      expect([(await stored(row)).valueAr, (await stored(row)).valueEn]).toEqual([entry.ar, entry.en]);
    }
    expect(await upgradeDefaults()).toEqual([]);
  });
});
