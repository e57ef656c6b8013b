import { describe, expect, it } from "vitest";
import { fromMigration } from "../support/migrations";

const bytes = (text: string) => Buffer.from(text);

describe("the media-variant-formats migration", () => {
  it("keeps every stored copy, lets one width hold a WebP and an AVIF copy, and can be undone", () =>
    fromMigration("2026-11-24T0400-email-outbox", async (db, { migrateTo, migrateDown }) => {
      const media = await db
        .insertInto("media")
        .values({ hash: "0123456789abcdef", mime: "image/jpeg", width: 800, height: 600, bytes: 8, data: bytes("original") } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      const webp = (width: number) => ({ mediaId: media.id, width, height: (width * 3) / 4, mime: "image/webp", bytes: 4, data: bytes(`w${width}`) });
      await db
        .insertInto("media_variants")
        .values([webp(320), webp(640)])
        .execute();

      await migrateTo("2026-11-25T0100-media-variant-formats");
      const stored = await db.selectFrom("media_variants").selectAll().orderBy("width").execute();
      expect(stored.map((row) => ({ ...row, data: Buffer.from(row.data).toString() }))).toEqual(
        [webp(320), webp(640)].map((row) => ({ ...row, data: row.data.toString() })),
      );
      const avif = { ...webp(320), mime: "image/avif", data: bytes("a320") };
      await db.insertInto("media_variants").values(avif).execute();
      // Still one copy per width and format.
      await expect(db.insertInto("media_variants").values(avif).execute()).rejects.toThrow();
      // The copies still go with their image.
      await db.deleteFrom("media").where("id", "=", media.id).execute();
      expect(await db.selectFrom("media_variants").selectAll().execute()).toEqual([]);

      await migrateDown();
      expect((await db.introspection.getTables()).map((table) => table.name)).toContain("media_variants");
    }));
});
