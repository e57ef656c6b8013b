import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Personal data after the attack run of 2026-11-25 (docs/decisions/0034-attack-run-2026-11-25.md):
 * what an outbox email is about (so deleting a contact message deletes its notifications), and the
 * newsletter's consent as an append-only history. Sent emails already in the outbox lose their body.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema.alterTable("outbox").addColumn("about", "text").execute();
  await db.schema.createIndex("outbox_about").on("outbox").column("about").execute();
  await db.updateTable("outbox").set({ message: "{}" }).where("status", "=", "sent").execute();

  await db.schema
    .createTable("newsletter_consent_events")
    .addColumn("id", ...k.id())
    .addColumn("subscriberId", "integer", (c) => c.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("at", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("consentText", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("emailSent", ...k.flag(false))
    .execute();
  await db.schema.createIndex("newsletter_consent_events_subscriber").on("newsletter_consent_events").columns(["subscriberId", "at"]).execute();

  // The history starts with what the rows remember: each one's last sign-up, confirmation and opt-out.
  const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().execute();
  for (const row of subscribers) {
    // Every column given: SQLite fills a multi-row insert's missing ones with null, not their default.
    const base = { subscriberId: row.id, locale: row.locale ?? "", ip: "", consentText: "", emailSent: k.flagValue(false) };
    const events = [
      { ...base, event: "sign-up", at: row.consentAt ?? row.createdAt, ip: row.consentIp ?? "", consentText: row.consentText ?? "" },
      ...(row.confirmedAt ? [{ ...base, event: "confirm", at: row.confirmedAt }] : []),
      ...(row.unsubscribedAt ? [{ ...base, event: "unsubscribe", at: row.unsubscribedAt }] : []),
    ];
    await db.insertInto("newsletter_consent_events").values(events).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("newsletter_consent_events").execute();
  await db.schema.dropIndex("outbox_about").execute();
  await db.schema.alterTable("outbox").dropColumn("about").execute();
}
