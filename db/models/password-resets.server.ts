import { db } from "../database.server";
import type { Executor } from "./transaction.server";
import { recordActivity } from "./activity.server";
import { deletePasskeysOf } from "./passkeys.server";
import { replacePasswordHash } from "./users.server";

/*
 * Password-reset links (docs/decisions/0028-email-outbox.md): only the SHA-256 of the link's token
 * is stored; a link works once, before it expires.
 */

export async function createPasswordReset(
  reset: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
  executor: Executor = db,
) {
  await executor.insertInto("password_resets").values(reset).execute();
}

/**
 * Spends an emailed link (a password reset, an invitation) inside `trx`: marks it used when it is
 * neither used nor expired, and gives the user it was for; undefined otherwise. Of two requests with
 * one link only one gets the user.
 */
export async function spendLink(trx: Executor, table: "password_resets" | "invitations", tokenHash: string, now: string) {
  const used = await trx
    .updateTable(table)
    .set({ usedAt: now })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .returning("userId")
    .executeTakeFirst();
  return used?.userId;
}

/** What became of a link: usable (with its user), or why not. */
export async function checkPasswordReset(tokenHash: string, now: string) {
  const row = await db.selectFrom("password_resets").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
  if (!row || row.usedAt) return { status: "invalid" as const };
  if (row.expiresAt <= now) return { status: "expired" as const };
  return { status: "valid" as const, userId: row.userId };
}

/**
 * Spends an emailed link inside `trx` and sets its user's new password hash through replacePasswordHash (every session
 * ends, the user's other links are spent), logged as the user under `action` (docs/decisions/0025-history-and-activity.md).
 * Undefined when the link is not usable: of two requests with the same link only one gets the user.
 */
export async function setPasswordWithLink(
  trx: Executor,
  link: { table: "password_resets" | "invitations"; action: "user.password-reset" | "user.invite-accept" },
  tokenHash: string,
  passwordHash: string,
  { now, ip }: { now: string; ip: string },
) {
  const userId = await spendLink(trx, link.table, tokenHash, now);
  if (userId === undefined) return undefined;
  const email = await replacePasswordHash(trx, userId, passwordHash, now);
  if (email === undefined) throw new Error(`${link.table} link of a missing user ${userId}`);
  const actor = { id: userId, email, ip };
  await recordActivity(trx, { actor, action: link.action, entity: "user", entityId: userId, summary: email });
  return actor;
}

/**
 * Uses a reset link and sets the user's new password, in one transaction; the other of two requests with the same link
 * gets "invalid" (or "expired" once it has). With `removePasskeys` the user's passkeys go too, in the same transaction
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export async function resetPasswordWithToken(tokenHash: string, passwordHash: string, now: string, ip: string, removePasskeys = false) {
  return db.transaction().execute(async (trx) => {
    const user = await setPasswordWithLink(trx, { table: "password_resets", action: "user.password-reset" }, tokenHash, passwordHash, { now, ip });
    if (!user) return { status: "invalid" as const };
    if (removePasskeys) await deletePasskeysOf(trx, user.id, user);
    return { status: "reset" as const, userId: user.id };
  });
}

/** Removes links that can no longer be used (the sweeper). */
export async function deleteOldPasswordResets(before: string) {
  await db.deleteFrom("password_resets").where("expiresAt", "<=", before).execute();
}
