import { describe, expect, it } from "vitest";
import { refreshSearchIndex } from "#db/models/search-index.server";
import { fromMigration } from "../support/migrations";

/** Migration 2026-11-28T0200-search-proclitics (docs/decisions/0041-search-index.md, amended 2026-11-28). */
describe("the search-proclitics migration", () => {
  it("queues every record, so a word indexed before is found after its one-letter proclitic at the next refresh", () =>
    fromMigration("2026-11-28T0100-media-file-name", async (db, { migrateTo }) => {
      const item = await db
        .insertInto("content_items")
        .values({
          key: "test.proclitic.story",
          page: "home",
          category: "test",
          type: "text",
          valueAr: "قصة لطفلين",
          valueEn: "A story for two",
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
      // As the code before this change folded it: the word only as written.
      await db
        .insertInto("search_index")
        .values({
          source: "content",
          ref: item.id,
          kind: "content",
          folded: " قصه لطفلين | a story for two ",
          sortAt: "2026-11-28T00:00:00.000Z",
        } as never)
        .execute();
      await db.deleteFrom("search_pending").execute();

      // Up to the index's latest tables, which today's refresh writes; of the migrations between, only this one and
      // 2026-11-29T0600-search-words-postgres (PostgreSQL only, every record) queue a home item.
      await migrateTo("2026-11-29T0600-search-words-postgres");
      const queued = await db
        .selectFrom("search_pending")
        .select(["source", "ref"])
        .where("source", "=", "content")
        .where("ref", "=", item.id)
        .execute();
      expect(queued.length).toBeGreaterThanOrEqual(1);
      await refreshSearchIndex(db, { actionNames: () => [] });
      const { folded } = await db
        .selectFrom("search_index")
        .select("folded")
        .where("source", "=", "content")
        .where("ref", "=", item.id)
        .executeTakeFirstOrThrow();
      expect(folded).toContain(" طفلين");
    }));
});
