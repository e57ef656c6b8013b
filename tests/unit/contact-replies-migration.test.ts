import { describe, expect, it } from "vitest";
import { fromMigration } from "../support/migrations";

/** Migration 2026-11-29T1410-contact-replies (docs/decisions/0061-replies-from-the-inbox.md): what existing messages become. */
describe("the contact-replies migration", () => {
  it("opens read messages, keeps unread ones new, infers the language from the text, turns notes into a first note, and can be undone", () =>
    fromMigration("2026-11-29T0600-search-words-postgres", async (db, { migrateTo, migrateDown }) => {
      const insert = (values: Record<string, unknown>) =>
        db
          .insertInto("contact_messages")
          .values({ phone: "", notes: "", ...values } as never)
          .returning("id")
          .executeTakeFirstOrThrow();
      const arabicRead = await insert({
        fullName: "Mariam",
        email: "m@example.com",
        subject: "Rewards",
        message: "متى تصل المكافأة؟",
        isRead: 1,
        notes: "Called back",
      });
      const englishUnread = await insert({ fullName: "مريم", email: "e@example.com", subject: "Wallet", message: "How do I top up?", isRead: 0 });

      await migrateTo("2026-11-29T1410-contact-replies");
      const rows = await db.selectFrom("contact_messages").select(["id", "status", "language", "version", "assigneeId"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: arabicRead.id, status: "open", language: "ar", version: 1, assigneeId: null },
        { id: englishUnread.id, status: "new", language: "en", version: 1, assigneeId: null },
      ]);
      expect(await db.selectFrom("contact_notes").select(["messageId", "body", "authorId"]).execute()).toEqual([
        { messageId: arabicRead.id, body: "Called back", authorId: null },
      ]);
      // Its notes leave with a message.
      await db.deleteFrom("contact_messages").where("id", "=", arabicRead.id).execute();
      expect(await db.selectFrom("contact_notes").selectAll().execute()).toEqual([]);

      await migrateDown();
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain("contact_replies");
      expect(tables.find((table) => table.name === "contact_messages")!.columns.map((column) => column.name)).not.toContain("status");
    }));
});
