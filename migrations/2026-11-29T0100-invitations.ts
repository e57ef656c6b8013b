import type { Kysely } from "kysely";
import { kit } from "./kit-v1";

/*
 * Invitations (docs/decisions/0039-roles.md, amendment of 2026-11-29): an administrator invites a
 * person by email; the account exists without a usable password until they follow the one-time
 * link (72 hours) and choose their own. One row per invited account: a resend replaces the token's
 * hash and expiry, so the old link dies; only the SHA-256 of the token is stored; `usedAt` marks
 * it accepted (a second use is refused with its own message).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("invitations")
    .addColumn("userId", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("ar"))
    .addColumn("invitedBy", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("createdAt", ...k.timestamp((c) => c.notNull().defaultTo(k.now)))
    .addColumn("expiresAt", ...k.timestamp((c) => c.notNull()))
    .addColumn("usedAt", ...k.timestamp())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").execute();
}
