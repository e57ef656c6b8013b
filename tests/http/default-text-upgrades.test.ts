import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previousDefaults } from "~/content/defaults/previous";
import { contentItemId, execute, queryRow, queryRows } from "../support/database";
import { publicHtml } from "../support/http";
import { startServer, type TestServer } from "../support/server";
import { defaultCopy } from "../support/site";
import { createTestDatabase, type TestDatabase, testDialect } from "../support/test-database";

/*
 * A database seeded by an earlier release, restarted on this one (docs/decisions/0046-default-text-upgrades.md):
 * the start-up moves the items still holding a superseded default, and only those, on both nodes at once.
 */

let database: TestDatabase;
const nodes: TestServer[] = [];
const start = () => startServer({ DATABASE_URL: database.databaseUrl });
const source = () => ({ databaseUrl: database.databaseUrl });

const upgraded = "about.stats.2.label";
const edited = "about.stats.6.label";
const drafted = "about.stats.4.label";
/** The copy read of 2026-11-28's musts (docs/decisions/0051-launch-blockers-and-honest-defaults.md): a site installed before them gets them too. */
const mustFixes = [
  { key: "teachers.stats.2.value", path: "/teachers" },
  { key: "teachers.stats.2.label", path: "/teachers" },
  { key: "privacy.analytics.text", path: "/privacy-policy" },
  { key: "privacy.law.2", path: "/privacy-policy" },
  { key: "privacy.website.1", path: "/privacy-policy" },
];
const oldText = (key: string, language: "ar" | "en") => previousDefaults[key]![language]![0];

beforeAll(async () => {
  database = await createTestDatabase();
  // The earlier release: seeded, then stopped with some items as it left them.
  const first = await start();
  await first.stop();
  const set = `update content_items set "valueAr" = ?, "valueEn" = ? where key = ?`;
  await execute(source(), set, oldText(upgraded, "ar"), oldText(upgraded, "en"), upgraded);
  await execute(source(), set, "بلدية", oldText(edited, "en"), edited);
  await execute(source(), set, oldText(drafted, "ar"), oldText(drafted, "en"), drafted);
  for (const { key } of mustFixes) await execute(source(), set, oldText(key, "ar"), oldText(key, "en"), key);
  const now = new Date().toISOString();
  await execute(
    source(),
    `insert into content_drafts ("contentItemId", "valueAr", "valueEn", "createdAt", "updatedAt") values (?, ?, ?, ?, ?)`,
    await contentItemId(source(), drafted),
    "مسودة",
    "Draft",
    now,
    now,
  );
  // This release: two nodes, together on PostgreSQL, in turn on SQLite (one machine's store).
  if (testDialect === "postgres") nodes.push(...(await Promise.all([start(), start()])));
  else nodes.push(await start(), await start());
}, 120_000);

afterAll(async () => {
  for (const node of nodes) await node.stop();
  await database?.drop();
});

describe("default texts after an upgrade", () => {
  it("shows the new default of an item nobody edited, in both languages, changed once", async () => {
    expect(await publicHtml(nodes[0], "/about-us")).toContain(defaultCopy("ar", upgraded));
    expect(await publicHtml(nodes[1], "/en/about-us")).toContain(defaultCopy("en", upgraded));
    const revisions = await queryRows<{ actorEmail: string }>(
      source(),
      `select "actorEmail" from revisions where "entityId" = ? and action = 'update'`,
      await contentItemId(source(), upgraded),
    );
    expect(revisions).toEqual([{ actorEmail: "system" }]);
  });

  it("brings the corrected figures and privacy texts of 2026-11-28 to a site that still had the old ones", async () => {
    for (const { key, path } of mustFixes) {
      const row = await queryRow<{ valueAr: string; valueEn: string }>(source(), `select "valueAr", "valueEn" from content_items where key = ?`, key);
      expect(row, key).toEqual({ valueAr: defaultCopy("ar", key), valueEn: defaultCopy("en", key) });
      expect(await publicHtml(nodes[0], path), key).not.toContain(oldText(key, "ar"));
    }
    expect(await publicHtml(nodes[1], "/teachers")).not.toContain("15,000+");
    expect(await publicHtml(nodes[1], "/en/privacy-policy")).not.toContain("never store your IP");
  });

  it("keeps an administrator's Arabic while the untouched English moves", async () => {
    const row = await queryRow<{ valueAr: string; valueEn: string }>(
      source(),
      `select "valueAr", "valueEn" from content_items where key = ?`,
      edited,
    );
    expect(row).toEqual({ valueAr: "بلدية", valueEn: defaultCopy("en", edited) });
  });

  it("leaves an item with a draft as it was", async () => {
    const row = await queryRow<{ valueAr: string; valueEn: string }>(
      source(),
      `select "valueAr", "valueEn" from content_items where key = ?`,
      drafted,
    );
    expect(row).toEqual({ valueAr: oldText(drafted, "ar"), valueEn: oldText(drafted, "en") });
  });
});
