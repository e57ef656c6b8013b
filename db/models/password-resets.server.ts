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
 * Uses a link and sets the user's new password hash through replacePasswordHash (every session
 * ends, the user's other links are spent), in one transaction. Only one of two requests with the same link wins:
 * the other gets "invalid" (or "expired" once it has).
 */
/**
 * Also records the reset in the activity log (docs/decisions/0025-history-and-activity.md), in the same transaction, and
 * with `removePasskeys` removes the user's passkeys there too (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export async function resetPasswordWithToken(tokenHash: string, passwordHash: string, now: string, ip: string, removePasskeys = false) {
  return db.transaction().execute(async (trx) => {
    const userId = await spendLink(trx, "password_resets", tokenHash, now);
    if (userId === undefined) return { status: "invalid" as const };
    const email = await replacePasswordHash(trx, userId, passwordHash, now);
    if (email === undefined) throw new Error(`reset link of a missing user ${userId}`);
    await recordActivity(trx, {
      actor: { id: userId, email, ip },
      action: "user.password-reset",
      entity: "user",
      entityId: userId,
      summary: email,
    });
    if (removePasskeys) await deletePasskeysOf(trx, userId, { id: userId, email, ip });
    return { status: "reset" as const, userId };
  });
}

/** Removes links that can no longer be used (the sweeper). */
export async function deleteOldPasswordResets(before: string) {
  await db.deleteFrom("password_resets").where("expiresAt", "<=", before).execute();
}
