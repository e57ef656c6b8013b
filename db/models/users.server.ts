import type { Role } from "~/domain/roles";
import { nowIso } from "../clock";
import { db, dialect } from "../database.server";
import { countRows } from "../row-count.server";
import { type Actor, recordActivity } from "./activity.server";
import { pendingSignInPurpose } from "./passkeys.server";
import { cancelSchedulesOf } from "./publish-schedules.server";
import type { Executor } from "./transaction.server";

/** What may leave the server about an administrator: never the hash. */
export interface PublicUser {
  id: number;
  email: string;
  /** What they may do (docs/decisions/0039-roles.md), read with the session on every request. */
  role: Role;
  createdAt: string;
}

const publicColumns = ["id", "email", "role", "createdAt"] as const;

export async function listUsers(): Promise<PublicUser[]> {
  return db.selectFrom("users").select(publicColumns).orderBy("id").execute();
}

/** A row of the Accounts tab: the account, its last sign-in and its pending invitation, if any. */
export interface ListedAccount extends PublicUser {
  /** When the person last signed in (the activity log's `auth.login`), or null: never. */
  lastSignInAt: string | null;
  /** A pending invitation's expiry and the name given with it, or null. */
  invitationExpiresAt: string | null;
  invitationName: string | null;
}

/**
 * Every account with its last sign-in and pending invitation, in one query (docs/decisions/0039-roles.md):
 * sessions end and are deleted, so the last sign-in is read from the activity log.
 */
export async function listAccounts(): Promise<ListedAccount[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("activity")
          .select(["entityId", (inner) => inner.fn.max("at").as("lastSignInAt")])
          .where("action", "=", "auth.login")
          .where("entity", "=", "user")
          .groupBy("entityId")
          .as("logins"),
      (join) => join.onRef("logins.entityId", "=", "users.id"),
    )
    .leftJoin("invitations", (join) => join.onRef("invitations.userId", "=", "users.id").on("invitations.usedAt", "is", null))
    .select([
      "users.id",
      "users.email",
      "users.role",
      "users.createdAt",
      "logins.lastSignInAt",
      "invitations.expiresAt as invitationExpiresAt",
      "invitations.name as invitationName",
    ])
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({ ...row, lastSignInAt: row.lastSignInAt ? String(row.lastSignInAt) : null }));
}

/**
 * The active administrators (docs/decisions/0039-roles.md): an invited one who has not accepted is
 * not one yet, nobody having signed in to that account (the address may even be mistyped).
 */
function activeAdministrators(executor: Executor) {
  return executor
    .selectFrom("users")
    .where("role", "=", "administrator")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("invitations")
            .select("invitations.userId")
            .whereRef("invitations.userId", "=", "users.id")
            .where("invitations.usedAt", "is", null),
        ),
      ),
    );
}

/** The addresses of every active administrator: who is told of a contact message, which editors and invitees may not read (docs/decisions/0039-roles.md). */
export async function listAdministratorEmails(): Promise<string[]> {
  const rows = await activeAdministrators(db).select("email").orderBy("id").execute();
  return rows.map((row) => row.email);
}

export async function getUserById(id: number): Promise<PublicUser | undefined> {
  return db.selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
}

/** Includes the hash: for verifying a password only. */
export async function getUserWithHashByEmail(email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.trim()).executeTakeFirst();
}

export function countUsers() {
  return countRows(db, "users");
}

/**
 * Throws a UNIQUE violation when the email (case-insensitive) exists. With an `actor` the activity
 * log records it in the same transaction (fixtures of the tests pass none).
 */
export async function createUser(email: string, passwordHash: string, actor?: Actor, role: Role = "administrator"): Promise<PublicUser> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.insertInto("users").values({ email: email.trim(), passwordHash, role }).returning(publicColumns).executeTakeFirstOrThrow();
    if (actor) await recordActivity(trx, { actor, action: "user.create", entity: "user", entityId: user.id, summary: user.email });
    return user;
  });
}

/**
 * The one way a password changes (an administrator, the owner, a reset link): the new hash, the
 * user's sessions ended but `keepSessionId`, and every open reset link spent, so a link asked for
 * before cannot undo the change (docs/decisions/0034-attack-run-2026-11-25.md). Run it in the
 * caller's transaction; the user's email, or undefined when there is no such user.
 */
export async function replacePasswordHash(trx: Executor, id: number, passwordHash: string, now: string, keepSessionId?: string) {
  const user = await trx.updateTable("users").set({ passwordHash, updatedAt: now }).where("id", "=", id).returning("email").executeTakeFirst();
  if (!user) return undefined;
  let sessions = trx.deleteFrom("sessions").where("userId", "=", id);
  if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
  await sessions.execute();
  await trx.updateTable("password_resets").set({ usedAt: now }).where("userId", "=", id).where("usedAt", "is", null).execute();
  // A password set any other way also ends a pending invitation (docs/decisions/0039-roles.md).
  await trx.updateTable("invitations").set({ usedAt: now }).where("userId", "=", id).where("usedAt", "is", null).execute();
  // A sign-in waiting for its code started with the old password: it ends too (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
  await trx.deleteFrom("webauthn_challenges").where("userId", "=", id).where("purpose", "=", pendingSignInPurpose).execute();
  return user.email;
}

/** Sets the hash through replacePasswordHash, and logs it, in one transaction; the user's email, or undefined when there is no such user. */
export async function updateUserPasswordHash(id: number, passwordHash: string, actor: Actor, keepSessionId?: string) {
  return db.transaction().execute(async (trx) => {
    const email = await replacePasswordHash(trx, id, passwordHash, nowIso(), keepSessionId);
    if (email !== undefined) await recordActivity(trx, { actor, action: "user.password", entity: "user", entityId: id, summary: email });
    return email;
  });
}

/**
 * The active administrators' ids, read inside the caller's transaction before a write that could
 * leave none. An invited administrator who has not accepted yet is not one of them: nobody can sign
 * in to that account, so it cannot keep the site administered (docs/decisions/0039-roles.md). On
 * PostgreSQL their rows are locked (FOR UPDATE) until the transaction ends, so two concurrent
 * demotions or deletions of the last two administrators wait for each other and the second one
 * counts what the first left; SQLite's one connection runs transactions one at a time.
 */
async function lockAdministrators(trx: Executor) {
  const query = activeAdministrators(trx).select("id").orderBy("id");
  const rows = await (dialect === "postgres" ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}

/** Whether taking `id` out of the administrators (a demotion, a deletion) would leave no active one. */
const isLastAdministrator = (administrators: number[], id: number) => administrators.length <= 1 && administrators.includes(id);

export type RoleChange =
  { status: "changed"; user: PublicUser } | { status: "unchanged"; user: PublicUser } | { status: "not-found" } | { status: "last-administrator" };

/**
 * Gives a user a role unless that would leave no administrator, and logs who changed whose role
 * from what to what, in one transaction.
 */
export async function setUserRole(id: number, role: Role, actor: Actor): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const administrators = await lockAdministrators(trx);
    const user = await trx.selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
    if (!user) return { status: "not-found" };
    if (user.role === role) return { status: "unchanged", user };
    if (user.role === "administrator" && isLastAdministrator(administrators, id)) return { status: "last-administrator" };
    const updated = await trx
      .updateTable("users")
      .set({ role, updatedAt: nowIso() })
      .where("id", "=", id)
      .returning(publicColumns)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { actor, action: "user.role", entity: "user", entityId: id, summary: roleChangeSummary(user.email, user.role, role) });
    return { status: "changed", user: updated };
  });
}

/** The activity entry's summary of a role change: `email|from|to`, shown in the reader's language by the activity tab. */
export function roleChangeSummary(email: string, from: Role, to: Role) {
  return `${email}|${from}|${to}`;
}

/**
 * Deletes a user unless it is the last administrator (checked under the same lock as a role
 * change). Their sessions go with them (cascade). With an `actor`, logged.
 */
export async function deleteUser(id: number, actor?: Actor): Promise<"deleted" | "not-found" | "last-administrator"> {
  return db.transaction().execute(async (trx) => {
    const administrators = await lockAdministrators(trx);
    const exists = await trx.selectFrom("users").select(["id", "email", "role"]).where("id", "=", id).executeTakeFirst();
    if (!exists) return "not-found";
    if (exists.role === "administrator" && isLastAdministrator(administrators, id)) return "last-administrator";
    // Their pending schedules go with them, in the same transaction (docs/decisions/0050-operations-hardening.md).
    const cancelled = await cancelSchedulesOf(trx, id);
    await trx.deleteFrom("users").where("id", "=", id).execute();
    const summary = cancelled > 0 ? `${exists.email} (${cancelled} pending schedules cancelled)` : exists.email;
    if (actor) await recordActivity(trx, { actor, action: "user.delete", entity: "user", entityId: id, summary });
    return "deleted";
  });
}
