import type { Logger } from "pino";
import { createHash, randomBytes } from "node:crypto";
import type { z } from "zod";
import { checkPasswordReset, createPasswordReset, resetPasswordWithToken } from "#db/models/password-resets.server";
import { inTransaction } from "#db/models/transaction.server";
import { getUserById, getUserWithHashByEmail } from "#db/models/users.server";
import type { Locale } from "~/config/site";
import { hashPassword } from "~/lib/password.server";
import { passwordProblem, refusingWeakPasswords } from "~/lib/password-policy.server";
import {
  passwordChanged,
  passwordResetCooldown,
  passwordResetEmailLimiter,
  passwordResetLimiter,
  passwordResetTokenLimiter,
} from "~/services/rate-limit.server";
import { forgotPasswordSchema, resetPasswordSchema } from "~/schemas/user";
import { passwordResetEmail } from "./emails.server";
import { emailSender } from "./company.server";
import { emailsQueued, queueEmails } from "./outbox.server";
import { log } from "~/domain/log.server";

/*
 * An administrator who forgot their password (docs/decisions/0028-email-outbox.md), for the
 * /admin-forgot-password and /admin-reset-password pages and the /api/password-reset pair: the
 * same answer whether or not the email has an account; a single-use link valid 30 minutes, stored
 * as the SHA-256 of its random token; throttled; a reset ends every session of that user.
 */

export const resetLinkValidityMs = 30 * 60 * 1000;

/** The SHA-256 stored for a link's token (also for invitations: app/services/invitations.server.ts). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Issues = readonly z.core.$ZodIssue[];

export type ResetRequestOutcome =
  { status: "accepted" } | { status: "invalid"; issues: Issues } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Asks for a reset link. Accepted whenever the address is well-formed and the IP under its limit,
 * whether or not an administrator has it. The answer comes before the address is even looked up:
 * the lookup and, for an administrator, the link and its email (at most 3 an hour to one address)
 * are written after it, so its timing cannot tell which addresses have an account
 * (docs/decisions/0028-email-outbox.md).
 */
export async function requestPasswordReset({
  input,
  clientIp,
  locale,
  origin,
  logger = log,
}: {
  input: () => unknown;
  clientIp: string;
  /** The language of the email: the page's (the admin portal's cookie). */
  locale: Locale;
  origin: string;
  /** The request's logger (app/lib/request-logger.server.ts). */
  logger?: Logger;
}): Promise<ResetRequestOutcome> {
  const blocked = await passwordResetLimiter.isBlocked(clientIp);
  if (blocked.blocked) return { status: "rate-limited", retryAfterSeconds: blocked.retryAfterSeconds };
  const parsed = forgotPasswordSchema.safeParse(await input(), { reportInput: true });
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const attempt = await passwordResetLimiter.consume(clientIp);
  if (!attempt.allowed) return { status: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  sendResetLink(parsed.data.email, clientIp, locale, origin).catch((error: unknown) =>
    logger.error({ event: "password-reset.failed", err: error }, "password reset email not written"),
  );
  return { status: "accepted" };
}

/**
 * Writes a reset link and its email when `email` is an administrator's and under its limits: the
 * hourly one per address and asking network, so nobody elsewhere can spend the owner's, then the
 * per-address minute, only ever started by an email that went out
 * (docs/decisions/0034-attack-run-2026-11-25.md).
 */
async function sendResetLink(email: string, clientIp: string, locale: Locale, origin: string) {
  const user = await getUserWithHashByEmail(email);
  if (!user) return;
  const address = user.email.toLowerCase();
  if (!(await passwordResetEmailLimiter.consume(`${address}|${clientIp}`)).allowed) return;
  if (!(await passwordResetCooldown.consume(address)).allowed) return;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const link = `${origin}/admin-reset-password?token=${token}`;
  const legalNames = await emailSender();
  await inTransaction(async (trx) => {
    await createPasswordReset(
      {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + resetLinkValidityMs).toISOString(),
      },
      trx,
    );
    await queueEmails([{ kind: "password-reset", message: passwordResetEmail(user.email, link, locale, legalNames) }], trx);
  });
  emailsQueued();
}

/** Whether a link can still be used: the reset page says so before asking for a password. */
export async function passwordResetLinkStatus(token: string) {
  if (!token || token.length > 200) return "invalid" as const;
  return (await checkPasswordReset(hashToken(token), new Date().toISOString())).status;
}

const resetPasswordInputSchema = refusingWeakPasswords(resetPasswordSchema);

export type ResetOutcome =
  | { status: "reset"; userId: number }
  | { status: "invalid"; issues: Issues }
  /** The link is unknown or used ("invalid-link") or past its 30 minutes ("expired"). */
  | { status: "invalid-link" | "expired" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * Sets a new password through a link: the password policy applies; an unusable link counts against
 * the IP (10 per 15 minutes). On success the link is spent, every session of the user ends, and
 * the caller answers. The model records the reset in the activity log, in the same transaction.
 */
export async function resetPassword({ input, clientIp }: { input: () => unknown; clientIp: string }): Promise<ResetOutcome> {
  const blocked = await passwordResetTokenLimiter.isBlocked(clientIp);
  if (blocked.blocked) return { status: "rate-limited", retryAfterSeconds: blocked.retryAfterSeconds };
  const parsed = await resetPasswordInputSchema.safeParseAsync(await input(), { reportInput: true });
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const tokenHash = hashToken(parsed.data.token);
  const check = await checkPasswordReset(tokenHash, new Date().toISOString());
  if (check.status !== "valid") {
    await passwordResetTokenLimiter.consume(clientIp);
    return { status: check.status === "expired" ? "expired" : "invalid-link" };
  }
  // Only the link says whose password it is: checked again with that user's email.
  const email = (await getUserById(check.userId))?.email;
  const problem = passwordProblem(parsed.data.password, email);
  if (problem) return { status: "invalid", issues: [{ code: "custom", path: ["password"], message: problem, input: parsed.data.password }] };
  const newHash = await hashPassword(parsed.data.password);
  const result = await resetPasswordWithToken(tokenHash, newHash, new Date().toISOString(), clientIp, parsed.data.removePasskeys === true);
  if (result.status !== "reset") return { status: "invalid-link" };
  if (email) await passwordChanged(email);
  return result;
}
