import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";

/*
 * Email (docs/decisions/0028-email-outbox.md): the outbox every email is written to before a
 * worker sends it, the password-reset links, and the newsletter's double opt-in (status, consent,
 * confirmation and unsubscribe tokens). The SQLite half of a pair; never edit after it lands.
 */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nextAttemptAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("lockedUntil", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("sentAt", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "nextAttemptAt"]).execute();
  await db.schema.createIndex("outbox_created").on("outbox").columns(["createdAt"]).execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .addColumn("usedAt", "text")
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").columns(["userId"]).execute();

  // Addresses kept before the double opt-in stay on the list as they were ("confirmed"), with no
  // consent record: docs/decisions/0028-email-outbox.md.
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  for (const column of ["consentIp", "consentText", "unsubscribeToken"]) {
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
  for (const column of ["consentAt", "confirmTokenHash", "confirmExpiresAt", "confirmedAt", "unsubscribedAt"]) {
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, "text").execute();
  }
  const subscribers = await db.selectFrom("newsletter_subscribers").select("id").execute();
  for (const { id } of subscribers) {
    await db
      .updateTable("newsletter_subscribers")
      .set({ unsubscribeToken: randomBytes(24).toString("base64url") })
      .where("id", "=", id)
      .execute();
  }
  await db.schema.createIndex("newsletter_unsubscribe_token").on("newsletter_subscribers").column("unsubscribeToken").unique().execute();
  await db.schema.createIndex("newsletter_confirm_token").on("newsletter_subscribers").column("confirmTokenHash").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("newsletter_confirm_token").execute();
  await db.schema.dropIndex("newsletter_unsubscribe_token").execute();
  for (const column of [
    "status",
    "consentIp",
    "consentText",
    "unsubscribeToken",
    "consentAt",
    "confirmTokenHash",
    "confirmExpiresAt",
    "confirmedAt",
    "unsubscribedAt",
  ]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("outbox").execute();
}
