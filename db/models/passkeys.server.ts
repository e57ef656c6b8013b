import { nowIso } from "../clock";
import { db } from "../database.server";
import { type Actor, recordActivity } from "./activity.server";
import type { Executor } from "./transaction.server";

/*
 * Passkeys (WebAuthn credentials) and the one-use challenges of their ceremonies
 * (docs/decisions/0040-two-factor-and-passkeys.md).
 */

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(userId: number): Promise<PasskeySummary[]> {
  return db.selectFrom("passkeys").select(["id", "name", "createdAt", "lastUsedAt"]).where("userId", "=", userId).orderBy("createdAt").execute();
}

export async function getPasskey(id: string) {
  return db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function addPasskey(
  passkey: { id: string; userId: number; name: string; publicKey: string; counter: number; transports: string },
  actor: Actor,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("passkeys")
      .values({ ...passkey, createdAt: nowIso() })
      .execute();
    await recordActivity(trx, { actor, action: "passkey.create", entity: "user", entityId: passkey.userId, summary: passkey.name });
  });
}

/** Removes one of the user's passkeys (the owner rule is in the query); false when it was not theirs. */
export async function deletePasskey(userId: number, id: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("passkeys").where("id", "=", id).where("userId", "=", userId).returning("name").executeTakeFirst();
    if (!row) return false;
    await recordActivity(trx, { actor, action: "passkey.delete", entity: "user", entityId: userId, summary: row.name });
    return true;
  });
}

/**
 * Removes every passkey of the user, each logged, in the caller's transaction: a password reset or "sign out
 * everywhere" that asked for it (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md). How many went.
 */
export async function deletePasskeysOf(trx: Executor, userId: number, actor: Actor) {
  const rows = await trx.deleteFrom("passkeys").where("userId", "=", userId).returning("name").execute();
  for (const row of rows) await recordActivity(trx, { actor, action: "passkey.delete", entity: "user", entityId: userId, summary: row.name });
  return rows.length;
}

/** After a sign-in with the passkey: its new signature counter and when it was used. */
export async function markPasskeyUsed(id: string, counter: number) {
  await db.updateTable("passkeys").set({ counter, lastUsedAt: nowIso() }).where("id", "=", id).execute();
}

export async function saveChallenge(challenge: { challenge: string; userId: number | null; purpose: string; expiresAt: string }) {
  await db.deleteFrom("webauthn_challenges").where("expiresAt", "<=", nowIso()).execute();
  await db.insertInto("webauthn_challenges").values(challenge).execute();
}

/**
 * The purpose of a pending sign-in's nonce (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md):
 * a one-use, five-minute row like a ceremony's challenge, taken when the code passes and deleted by a
 * password change.
 */
export const pendingSignInPurpose = "pending-sign-in";

/** Whether a challenge of the user is still there and not expired, without taking it. */
export async function challengeIsOpen(challenge: string, purpose: string, userId: number) {
  const row = await db
    .selectFrom("webauthn_challenges")
    .select("challenge")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .where("userId", "=", userId)
    .where("expiresAt", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a challenge once (one atomic statement): the row when it was there, unused and not expired. */
export async function takeChallenge(challenge: string, purpose: string) {
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .returning(["userId", "expiresAt"])
    .executeTakeFirst();
  if (!row || row.expiresAt <= nowIso()) return undefined;
  return row;
}
