import { describe, expect, it } from "vitest";
import { countMatches, indexedText, listMatches, queryTerms, refreshSearchIndex } from "#db/models/search-index.server";
import { fromMigration } from "../support/migrations";

const vocabulary = { actionNames: () => [] };
const kinds = ["content", "faq", "message", "team", "media", "subscriber"] as const;

/** Migration 2026-11-29T0600-search-words-postgres and the word table it makes (docs/decisions/0041-search-index.md). */
describe("the search-words migration", () => {
  it(
    "queues what was indexed before, and counts and pages match the text's rule on both databases",
    () =>
      fromMigration("2026-11-29T0500-one-search-engine", async (db, { migrateTo, migrateDown }) => {
        const message = (subject: string, text: string, createdAt: string) =>
          db
            .insertInto("contact_messages")
            .values({ fullName: "Test", email: "parent1@example.com", phone: "", subject, message: text, createdAt } as never)
            .returning("id")
            .executeTakeFirstOrThrow();
        const first = await message("School", "sports and safety, then school again", "2026-11-28T01:00:00.000Z");
        // Indexed as the code before this change left it: a row of search_index, nothing queued.
        await db
          .insertInto("search_index")
          .values({
            source: "message",
            ref: first.id,
            kind: "message",
            folded: indexedText(["School", "sports and safety, then school again", "Test", "parent1@example.com"]),
            sortAt: "2026-11-28T01:00:00.000Z",
          } as never)
          .execute();
        await db.deleteFrom("search_pending").execute();
        await migrateTo("2026-11-29T0600-search-words-postgres");
        const second = await message("Support", "سؤال عن المكافآت", "2026-11-28T02:00:00.000Z");
        const third = await message("Other", "nothing here: parent2@example.org", "2026-11-28T03:00:00.000Z");
        await refreshSearchIndex(db, vocabulary);

        const count = async (q: string) => Object.fromEntries(await countMatches(db, kinds, queryTerms(q)));
        const page = async (q: string) =>
          (await listMatches(db, ["message"], queryTerms(q), { limit: 20, offset: 0, found: (await count(q)).message ?? 0 })).map(
            (match) => match.ref,
          );
        // One letter: every record with a word starting so, once (three of the first's words start with s).
        expect(await count("s")).toEqual({ message: 2 });
        expect(await page("s")).toEqual([second.id, first.id]);
        // A prefix of several words, each record once; a whole word after punctuation; Arabic folding and the article.
        expect(await count("sch")).toEqual({ message: 1 });
        expect(await count("example.com")).toEqual({ message: 3 });
        expect(await count("example.co")).toEqual({ message: 3 });
        expect(await count("example.org")).toEqual({ message: 1 });
        expect(await page("example.or")).toEqual([third.id]);
        expect(await count("parent1@example")).toEqual({ message: 3 });
        expect(await count("parent2@example")).toEqual({ message: 1 });
        expect(await count("مكافات")).toEqual({ message: 1 });
        expect(await count("المكافآت سؤال")).toEqual({ message: 1 });
        expect(await count("مكافات school")).toEqual({});
        expect(await count("xyz")).toEqual({});

        // Back, and up again: the trigram index returns and the words come back from the queue.
        await migrateDown();
        await migrateTo("2026-11-29T0600-search-words-postgres");
        await refreshSearchIndex(db, vocabulary);
        expect(await count("s")).toEqual({ message: 2 });
        expect(await page("sports")).toEqual([first.id]);
      }),
    30_000,
  );
});
