import type { Transaction } from "kysely";
import { nowIso } from "#db/clock";
import { db } from "#db/database.server";
import type { Database } from "#db/schema";
import { type Actor, recordActivity } from "#db/models/activity.server";

/*
 * Two-factor sign-in with an authenticator app (docs/decisions/0040-two-factor-and-passkeys.md):
 * one key per user, sealed by the service before it gets here; ten recovery codes, stored as their
 * SHA-256. Every "used once" rule is one conditional UPDATE, so two nodes cannot both accept a code.
 */

/** The user's key as stored (sealed) and whether it is active yet. */
export async function getTotp(userId: number) {
  return db.selectFrom("user_totp").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/**
 * Starts (or restarts) an enrolment: a new key, not active until confirmed. Refused (false) while one
 * is active. One statement, so two enrolments at once (two tabs, two nodes) cannot both insert: the
 * second replaces the first's pending key, and a confirmed key is never replaced.
 */
export async function startTotpEnrolment(userId: number, sealedSecret: string) {
  const row = await db
    .insertInto("user_totp")
    .values({ userId, secret: sealedSecret, createdAt: nowIso() })
    .onConflict((conflict) =>
      conflict
        .column("userId")
        .doUpdateSet({ secret: sealedSecret, createdAt: nowIso(), lastUsedStep: null })
        .where("user_totp.confirmedAt", "is", null),
    )
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a 30-second step for the user's key: true when no code of that step or a later one was
 * accepted before (one atomic statement: the first of two concurrent requests wins).
 */
export async function claimTotpStep(userId: number, step: number) {
  const result = await db
    .updateTable("user_totp")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's recovery codes become these (their keyed hashes), the old ones gone: inside the caller's transaction. */
async function storeRecoveryCodes(trx: Transaction<Database>, userId: number, codeHashes: string[]) {
  await trx.deleteFrom("recovery_codes").where("userId", "=", userId).execute();
  await trx
    .insertInto("recovery_codes")
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })))
    .execute();
}

/**
 * Activates the key (its confirming step already claimed) and replaces the recovery codes, with the
 * activity entry, in one transaction. False when there was no pending key.
 */
export async function confirmTotp(userId: number, codeHashes: string[], actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const result = await trx
      .updateTable("user_totp")
      .set({ confirmedAt: now })
      .where("userId", "=", userId)
      .where("confirmedAt", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await storeRecoveryCodes(trx, userId, codeHashes);
    await recordActivity(trx, { actor, action: "two-factor.on", entity: "user", entityId: userId, summary: actor.email });
    return true;
  });
}

/**
 * Turns two-factor off for a user: the key and the recovery codes go, with the activity entry. When
 * someone else does it (`byOther`: a lost phone), the user's passkeys go too and every session of
 * theirs ends. False when there was nothing to turn off.
 */
export async function removeTotp(userId: number, actor: Actor, summary: string, byOther: boolean) {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("user_totp").where("userId", "=", userId).executeTakeFirst();
    await trx.deleteFrom("recovery_codes").where("userId", "=", userId).execute();
    let removed = Number(result.numDeletedRows);
    if (byOther) {
      const passkeys = await trx.deleteFrom("passkeys").where("userId", "=", userId).executeTakeFirst();
      removed += Number(passkeys.numDeletedRows);
    }
    if (removed === 0) return false;
    if (byOther) await trx.deleteFrom("sessions").where("userId", "=", userId).execute();
    await recordActivity(trx, { actor, action: "two-factor.off", entity: "user", entityId: userId, summary });
    return true;
  });
}

/**
 * Replaces the recovery codes of a user whose authenticator app is on with new ones, with the
 * activity entry, in one transaction: the old codes stop working as the new ones start. The
 * no-op UPDATE locks the key's row first, so turning two-factor off at the same moment (or a second
 * renewal) waits and then sees these codes. False when two-factor is not on.
 */
export async function replaceRecoveryCodes(userId: number, codeHashes: string[], actor: Actor, summary: string) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("user_totp")
      .set((eb) => ({ confirmedAt: eb.ref("confirmedAt") }))
      .where("userId", "=", userId)
      .where("confirmedAt", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await storeRecoveryCodes(trx, userId, codeHashes);
    await recordActivity(trx, { actor, action: "two-factor.new-recovery-codes", entity: "user", entityId: userId, summary });
    return true;
  });
}

/** Uses a recovery code once (one atomic statement) and logs it; the number left, or undefined when the code is not one. */
export async function spendRecoveryCode(userId: number, codeHash: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("recovery_codes")
      .select("id")
      .where("userId", "=", userId)
      .where("codeHash", "=", codeHash)
      .where("usedAt", "is", null)
      .executeTakeFirst();
    if (!row) return undefined;
    const used = await trx
      .updateTable("recovery_codes")
      .set({ usedAt: nowIso() })
      .where("id", "=", row.id)
      .where("usedAt", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return undefined;
    const left = await countRecoveryCodesLeft(userId, trx);
    await recordActivity(trx, { actor, action: "two-factor.recovery-code", entity: "user", entityId: userId, summary: String(left) });
    return left;
  });
}

export async function countRecoveryCodesLeft(userId: number, executor: Pick<typeof db, "selectFrom"> = db) {
  const row = await executor
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of the users with an active authenticator app or a passkey (the users list shows it). */
export async function listUsersWithTwoFactor() {
  const [totp, passkeys] = await Promise.all([
    db.selectFrom("user_totp").select("userId").where("confirmedAt", "is not", null).execute(),
    db.selectFrom("passkeys").select("userId").distinct().execute(),
  ]);
  return { totp: totp.map((row) => row.userId), passkeys: passkeys.map((row) => row.userId) };
}
