import { describe, expect, it } from "vitest";
import { fromMigration } from "../support/migrations";

/** Migration 2026-11-28T0100-media-file-name (docs/decisions/0027-media-library.md, amended). */
describe("the media-file-name migration", () => {
  it("gives stored images an empty name, queues a renamed image for search, and can be undone", () =>
    fromMigration("2026-11-27T0600-company-facts", async (db, { migrateTo, migrateDown }) => {
      const media = await db
        .insertInto("media")
        .values({ hash: "0123456789abcdef", mime: "image/png", width: 8, height: 6, bytes: 8, data: Buffer.from("original") } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      const queued = async () => (await db.selectFrom("search_pending").select("ref").where("source", "=", "media").execute()).length;

      await migrateTo("2026-11-28T0100-media-file-name");
      expect(await db.selectFrom("media").select("fileName").where("id", "=", media.id).executeTakeFirst()).toEqual({ fileName: "" });
      // A plain SQL rename reaches the search index too (its trigger watches the new column).
      await db.deleteFrom("search_pending").execute();
      await db.updateTable("media").set({ fileName: "رحلة المدرسة.png" }).where("id", "=", media.id).execute();
      expect(await queued()).toBe(1);

      await migrateDown();
      const columns = (await db.introspection.getTables()).find((table) => table.name === "media")!.columns.map((column) => column.name);
      expect(columns).not.toContain("fileName");
      // The older trigger is back: an alt text edit is still queued.
      await db.deleteFrom("search_pending").execute();
      await db.updateTable("media").set({ altEn: "A school trip" }).where("id", "=", media.id).execute();
      expect(await queued()).toBe(1);
    }));
});
