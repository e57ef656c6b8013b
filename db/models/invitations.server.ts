import type { Role } from "~/domain/roles";
import { db } from "../database.server";
import { type Actor, recordActivity } from "./activity.server";
import type { Executor } from "./transaction.server";
import { setPasswordWithLink } from "./password-resets.server";
import type { PublicUser } from "./users.server";

/*
 * Invitations (docs/decisions/0039-roles.md, amendment of 2026-11-29): the account is made with a
 * password nobody knows and one invitation row holding the SHA-256 of the link's token. A resend
 * replaces the hash (the old link dies); accepting sets the password and marks the row used;
 * withdrawing deletes the account, which was never used. The activity log names the people, never a token.
 */

/** A pending invitation as GET /api/admin/invitations lists it: the account, the name and language given, who sent the current link and when it expires. */
export interface PendingInvitation {
  /** The invited account's id. */
  id: number;
  email: string;
  role: Role;
  name: string;
  locale: string;
  invitedBy: string;
  /** When the current link was sent (a resend moves it). */
  sentAt: string;
  expiresAt: string;
}

interface NewInvitation {
  email: string;
  role: Role;
  name: string;
  locale: string;
  /** An argon2 hash of a random password nobody is told: the account cannot sign in until accepted. */
  passwordHash: string;
  tokenHash: string;
  /** When the link is sent, and 72 hours later. */
  sentAt: string;
  expiresAt: string;
}

/** Makes the account and its invitation, logged, in the caller's transaction; throws a UNIQUE violation for a taken email. */
export async function createInvitation(trx: Executor, invitation: NewInvitation, actor: Actor): Promise<PublicUser> {
  const { email, role, name, locale, passwordHash, tokenHash, sentAt, expiresAt } = invitation;
  const user = await trx
    .insertInto("users")
    .values({ email: email.trim(), passwordHash, role })
    .returning(["id", "email", "role", "createdAt"])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("invitations")
    .values({ userId: user.id, tokenHash, name, locale, invitedBy: actor.email, createdAt: sentAt, expiresAt })
    .execute();
  await recordActivity(trx, { actor, action: "user.invite", entity: "user", entityId: user.id, summary: user.email });
  return user;
}

/** The pending invitation of `userId` with its email, or undefined (none, or accepted). */
export async function pendingInvitationOf(userId: number, executor: Executor = db) {
  return executor
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .select(["invitations.userId", "invitations.name", "invitations.locale", "invitations.expiresAt", "users.email", "users.role"])
    .where("invitations.userId", "=", userId)
    .where("invitations.usedAt", "is", null)
    .executeTakeFirst();
}

/** A new token for a pending invitation (the old one no longer works), logged; false when none is pending. */
export async function renewInvitation(trx: Executor, userId: number, tokenHash: string, link: { sentAt: string; expiresAt: string }, actor: Actor) {
  const renewed = await trx
    .updateTable("invitations")
    .set({ tokenHash, expiresAt: link.expiresAt, invitedBy: actor.email, createdAt: link.sentAt })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .returning("userId")
    .executeTakeFirst();
  if (!renewed) return false;
  const user = await trx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
  await recordActivity(trx, { actor, action: "user.invite-resend", entity: "user", entityId: userId, summary: user.email });
  return true;
}

/** Withdraws a pending invitation: the never-used account goes with it, logged. The email, or undefined when none is pending. */
export async function withdrawInvitation(userId: number, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const pending = await pendingInvitationOf(userId, trx);
    if (!pending) return undefined;
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    await recordActivity(trx, { actor, action: "user.invite-withdraw", entity: "user", entityId: userId, summary: pending.email });
    return pending.email;
  });
}

/** Every pending invitation (expired ones too: a resend revives them), or only `userId`'s, in one query. */
export async function listPendingInvitations(userId?: number): Promise<PendingInvitation[]> {
  let query = db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .select([
      "users.id",
      "users.email",
      "users.role",
      "invitations.name",
      "invitations.locale",
      "invitations.invitedBy",
      "invitations.createdAt as sentAt",
      "invitations.expiresAt",
    ])
    .where("invitations.usedAt", "is", null)
    .orderBy("users.id");
  if (userId !== undefined) query = query.where("invitations.userId", "=", userId);
  return query.execute();
}

/** What became of a link: usable (with its account), used, expired, or unknown. */
export async function checkInvitation(tokenHash: string, now: string) {
  const row = await db
    .selectFrom("invitations")
    .innerJoin("users", "users.id", "invitations.userId")
    .select(["invitations.userId", "invitations.expiresAt", "invitations.usedAt", "users.email"])
    .where("invitations.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return { status: "invalid" as const };
  if (row.usedAt) return { status: "used" as const };
  if (row.expiresAt <= now) return { status: "expired" as const };
  return { status: "valid" as const, userId: row.userId, email: row.email };
}

/**
 * Accepts an invitation: marks it used and sets the password through replacePasswordHash, logged as
 * the invitee, in one transaction. Of two requests with the same link only one wins.
 */
export async function acceptInvitationWithToken(tokenHash: string, passwordHash: string, now: string, ip: string) {
  return db.transaction().execute(async (trx) => {
    const user = await setPasswordWithLink(trx, { table: "invitations", action: "user.invite-accept" }, tokenHash, passwordHash, { now, ip });
    if (!user) return { status: "invalid" as const };
    return { status: "accepted" as const, userId: user.id, email: user.email };
  });
}
