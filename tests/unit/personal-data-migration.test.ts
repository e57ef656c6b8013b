import { describe, expect, it } from "vitest";
import { fromMigration } from "../support/migrations";

describe("the personal-data-retention migration", () => {
  it("starts each address's consent history from its row, drops the bodies of sent emails, and can be undone", () =>
    fromMigration("2026-11-25T0100-media-variant-formats", async (db, { migrateTo, migrateDown }) => {
      const subscriber = (email: string, extra: object) => ({
        email,
        locale: "ar",
        status: "pending",
        consentAt: "2026-11-01T10:00:00.000Z",
        consentIp: "203.0.113.110",
        consentText: "I agree",
        unsubscribeToken: `unsubscribe-${email}`,
        ...extra,
      });
      await db
        .insertInto("newsletter_subscribers")
        .values([
          subscriber("left@example.org", {
            status: "unsubscribed",
            confirmedAt: "2026-11-02T10:00:00.000Z",
            unsubscribedAt: "2026-11-03T10:00:00.000Z",
          }),
          subscriber("waiting@example.org", {}),
        ] as never)
        .execute();
      const message = (status: "sent" | "pending") => ({
        kind: "password-reset",
        recipient: "a@mahami.qa",
        subject: "Reset",
        message: JSON.stringify({ to: "a@mahami.qa", subject: "Reset", text: "…?token=secret", html: "" }),
        status,
      });
      await db
        .insertInto("outbox")
        .values([message("sent"), message("pending")])
        .execute();

      await migrateTo("2026-11-25T1200-personal-data-retention");
      const events = await db
        .selectFrom("newsletter_consent_events as e")
        .innerJoin("newsletter_subscribers as s", "s.id", "e.subscriberId")
        .select(["s.email", "e.event", "e.at", "e.ip"])
        .orderBy("e.id")
        .execute();
      expect(events.map(({ email, event, ip }) => [email, event, ip])).toEqual([
        ["left@example.org", "sign-up", "203.0.113.110"],
        ["left@example.org", "confirm", ""],
        ["left@example.org", "unsubscribe", ""],
        ["waiting@example.org", "sign-up", "203.0.113.110"],
      ]);
      expect(new Date(events[2].at).toISOString()).toBe("2026-11-03T10:00:00.000Z");
      const outbox = await db.selectFrom("outbox").select(["status", "message"]).orderBy("id").execute();
      expect(outbox.map((row) => [row.status, row.message.includes("secret")])).toEqual([
        ["sent", false],
        ["pending", true],
      ]);

      await migrateDown();
      expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain("newsletter_consent_events");
    }));
});
