import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Actor } from "#db/models/activity.server";
import { acceptInvitationWithToken, checkInvitation, createInvitation, pendingInvitationOf, renewInvitation } from "#db/models/invitations.server";
import { inTransaction } from "#db/models/transaction.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import type { Locale } from "~/config/site";
import type { Role } from "~/domain/roles";
import { hashPassword } from "~/lib/password.server";
import { passwordProblem } from "~/lib/password-policy.server";
import type { invitationSchema } from "~/schemas/user";
import { passwordResetTokenLimiter } from "~/services/rate-limit.server";
import { emailSender } from "./company.server";
import { invitationEmail, type LegalNames } from "./emails.server";
import { emailsQueued, queueEmails } from "./outbox.server";
import { hashToken } from "./password-reset.server";

/*
 * Inviting a person to the dashboard (docs/decisions/0039-roles.md, amendment of 2026-11-29): the
 * administrator gives an email, a role, optionally a name and the email's language; the account is
 * made with a password nobody knows, and a single-use link valid 72 hours lets the person choose
 * their own. Tokens are stored as their SHA-256, like reset links (app/services/password-reset.server.ts),
 * and an unusable link counts against the IP with the same limiter.
 */

export const invitationValidityMs = 72 * 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString("base64url");
const linkOf = (origin: string, token: string) => `${origin}/admin-accept-invitation?token=${token}`;

async function queueInvitationEmail(
  trx: Parameters<typeof queueEmails>[1],
  to: string,
  invite: { token: string; name: string; role: Role; locale: Locale },
  actor: Actor,
  origin: string,
  legalNames: LegalNames,
) {
  const message = invitationEmail(
    to,
    { link: linkOf(origin, invite.token), name: invite.name, role: invite.role, invitedBy: actor.email },
    invite.locale,
    legalNames,
  );
  await queueEmails([{ kind: "invitation", message }], trx);
}

export type InviteOutcome = { status: "invited"; userId: number; email: string; expiresAt: string } | { status: "duplicate" };

/** Now, and the link's expiry 72 hours later. */
function linkTimes() {
  const sent = Date.now();
  return { sentAt: new Date(sent).toISOString(), expiresAt: new Date(sent + invitationValidityMs).toISOString() };
}

/** Makes the account, its invitation and its email in one transaction; "duplicate" when the email (any case) has an account. */
export async function inviteUser(value: z.output<typeof invitationSchema>, actor: Actor, origin: string): Promise<InviteOutcome> {
  const token = newToken();
  const { sentAt, expiresAt } = linkTimes();
  // A real argon2 hash of a password nobody is told: signing in takes as long as for any account, and fails.
  const passwordHash = await hashPassword(newToken());
  // Read before the transaction: SQLite's one connection is the transaction's until it ends.
  const legalNames = await emailSender();
  try {
    const user = await inTransaction(async (trx) => {
      const made = await createInvitation(trx, { ...value, passwordHash, tokenHash: hashToken(token), sentAt, expiresAt }, actor);
      await queueInvitationEmail(trx, made.email, { token, name: value.name, role: value.role, locale: value.locale }, actor, origin, legalNames);
      return made;
    });
    emailsQueued();
    return { status: "invited", userId: user.id, email: user.email, expiresAt };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
}

/** A new link (72 hours again) for a pending invitation; the old link stops working. Undefined when none is pending. */
export async function resendInvitation(userId: number, actor: Actor, origin: string) {
  const pending = await pendingInvitationOf(userId);
  if (!pending) return undefined;
  const token = newToken();
  const times = linkTimes();
  const locale: Locale = pending.locale === "en" ? "en" : "ar";
  const legalNames = await emailSender();
  const renewed = await inTransaction(async (trx) => {
    if (!(await renewInvitation(trx, userId, hashToken(token), times, actor))) return false;
    await queueInvitationEmail(trx, pending.email, { token, name: pending.name, role: pending.role, locale }, actor, origin, legalNames);
    return true;
  });
  if (!renewed) return undefined;
  emailsQueued();
  return { email: pending.email, expiresAt: times.expiresAt };
}

/** Whether a link can still be used: the page says so before asking for a password. */
export async function invitationLinkStatus(token: string) {
  if (!token || token.length > 200) return "invalid" as const;
  return (await checkInvitation(hashToken(token), new Date().toISOString())).status;
}

type Issues = readonly z.core.$ZodIssue[];

export type AcceptOutcome =
  | { status: "accepted"; userId: number; email: string }
  | { status: "invalid"; issues: Issues }
  | { status: "invalid-link" | "used" | "expired" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Sets the invitee's password through the link: the password policy applies (with their email);
 * an unusable link counts against the IP. On success the invitation is used and logged.
 */
export async function acceptInvitation({ token, password, clientIp }: { token: string; password: string; clientIp: string }): Promise<AcceptOutcome> {
  const blocked = await passwordResetTokenLimiter.isBlocked(clientIp);
  if (blocked.blocked) return { status: "rate-limited", retryAfterSeconds: blocked.retryAfterSeconds };
  const tokenHash = hashToken(token);
  const check = await checkInvitation(tokenHash, new Date().toISOString());
  if (check.status !== "valid") {
    await passwordResetTokenLimiter.consume(clientIp);
    return { status: check.status === "invalid" ? "invalid-link" : check.status };
  }
  const problem = passwordProblem(password, check.email);
  if (problem) return { status: "invalid", issues: [{ code: "custom", path: ["password"], message: problem, input: password }] };
  const result = await acceptInvitationWithToken(tokenHash, await hashPassword(password), new Date().toISOString(), clientIp);
  if (result.status !== "accepted") return { status: "used" };
  return result;
}
