import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Two-factor sign-in (docs/decisions/0040-two-factor-and-passkeys.md): an authenticator app's key
 * per user (sealed with a key derived from the session secret), its recovery codes (hashed), and
 * passkeys (WebAuthn public keys) and the one-use challenges of their ceremonies.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("user_totp")
    .addColumn("userId", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("confirmedAt", ...k.timestamp())
    .addColumn("lastUsedStep", ...k.big())
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", ...k.id())
    .addColumn("userId", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("codeHash", "text", (c) => c.notNull())
    .addColumn("usedAt", ...k.timestamp())
    .execute();
  await db.schema.createIndex("recovery_codes_user").on("recovery_codes").columns(["userId", "codeHash"]).execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("counter", ...k.big((c) => c.notNull().defaultTo(0)))
    .addColumn("transports", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("lastUsedAt", ...k.timestamp())
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").column("userId").execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "text", (c) => c.primaryKey())
    .addColumn("userId", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("expiresAt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("user_totp").execute();
}
