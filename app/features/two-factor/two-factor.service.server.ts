import { randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Actor } from "#db/models/activity.server";
import {
  claimTotpStep,
  confirmTotp,
  countRecoveryCodesLeft,
  getTotp,
  removeTotp,
  replaceRecoveryCodes,
  startTotpEnrolment,
  spendRecoveryCode,
} from "./two-factor.model.server";
import { challengeIsOpen, listPasskeys, pendingSignInPurpose, saveChallenge, takeChallenge } from "#db/models/passkeys.server";
import type { PublicUser } from "#db/models/users.server";
import { pendingSignInCookie } from "~/lib/cookies.server";
import { keyedHash, openText, sealText } from "~/lib/seal.server";

/*
 * Two-factor sign-in with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s, one step of
 * drift either way) and recovery codes (docs/decisions/0040-two-factor-and-passkeys.md).
 */

const issuer = "Mahami";
const period = 30;
const sealPurpose = "totp-secret";
const recoveryPurpose = "recovery-code";
export const recoveryCodeCount = 10;

/**
 * How long a new key waits for its confirming code. The password is asked before the key is made, so
 * the confirmation is bound to it for this long only (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export const enrolmentMs = 10 * 60 * 1000;

/** A pending key younger than `enrolmentMs`. */
const freshEnrolment = (row: { confirmedAt: string | null; createdAt: string } | undefined, now: number) =>
  row !== undefined && !row.confirmedAt && Date.parse(row.createdAt) > now - enrolmentMs;

/** A new key for the user (the password already checked), not active until a code confirms it: the key, its otpauth:// URL and the QR code as SVG. */
export async function startEnrolment(user: PublicUser) {
  const secret = generateSecret();
  if (!(await startTotpEnrolment(user.id, sealText(sealPurpose, secret)))) return undefined;
  return enrolmentView(user, secret);
}

async function enrolmentView(user: PublicUser, secret: string) {
  const otpauthUrl = generateURI({ issuer, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrSvg };
}

/** The pending (not yet confirmed, under ten minutes old) enrolment of the user, to show again after a wrong code; undefined when none. */
export async function pendingEnrolment(user: PublicUser, now = Date.now()) {
  const row = await getTotp(user.id);
  if (!row || !freshEnrolment(row, now)) return undefined;
  return enrolmentView(user, openText(sealPurpose, row.secret));
}

/** Whether the user's authenticator app is on (a confirmed key). */
export async function totpEnabled(userId: number) {
  const row = await getTotp(userId);
  return Boolean(row?.confirmedAt);
}

/** Whether the user has a second factor: an authenticator app or a passkey (REQUIRE_2FA). */
export async function hasSecondFactor(userId: number) {
  if (await totpEnabled(userId)) return true;
  return (await listPasskeys(userId)).length > 0;
}

/** Six digits, spaces allowed between them. */
const totpShape = /^\d{6}$/;
/** Ten letters and digits of the recovery alphabet, a dash allowed in the middle. */
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const recoveryShape = new RegExp(`^[${recoveryAlphabet}]{10}$`);

const squeeze = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/**
 * Checks a six-digit code against a sealed key at `now` (ms): the step it belongs to, within one
 * step either way, or undefined. Malformed codes are simply not accepted.
 */
export async function matchTotp(secret: string, code: string, now = Date.now()) {
  const token = squeeze(code);
  if (!totpShape.test(token)) return undefined;
  const result = await verify({ secret, token, epoch: Math.floor(now / 1000), period, epochTolerance: period });
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}

/**
 * Confirms the pending key with a code from the app: the key becomes active, its step is used up,
 * and ten new recovery codes are returned (shown once; only their keyed hashes are kept).
 */
export async function confirmEnrolment(user: PublicUser, code: string, actor: Actor, now = Date.now()) {
  const row = await getTotp(user.id);
  if (!row || !freshEnrolment(row, now)) return undefined;
  const step = await matchTotp(openText(sealPurpose, row.secret), code, now);
  if (step === undefined || !(await claimTotpStep(user.id, step))) return undefined;
  const codes = newRecoveryCodes();
  return (await confirmTotp(user.id, recoveryCodeHashes(codes), actor)) ? codes : undefined;
}

/**
 * Ten new recovery codes for a user whose authenticator app is on (the password already checked):
 * the old ones stop working in the same transaction. Undefined when two-factor is not on.
 */
export async function renewRecoveryCodes(user: PublicUser, actor: Actor) {
  const codes = newRecoveryCodes();
  return (await replaceRecoveryCodes(user.id, recoveryCodeHashes(codes), actor, user.email)) ? codes : undefined;
}

const newRecoveryCodes = () => Array.from({ length: recoveryCodeCount }, newRecoveryCode);
const recoveryCodeHashes = (codes: string[]) => codes.map((one) => keyedHash(recoveryPurpose, squeeze(one)));

function newRecoveryCode() {
  const bytes = randomBytes(10);
  const letters = Array.from(bytes, (byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export type SecondFactorCheck = { ok: true; recoveryCodesLeft?: number } | { ok: false };

/**
 * The second factor of a sign-in: a code from the app (its step used once, on every node) or a
 * recovery code (used once; the answer says how many are left). Anything else is refused alike.
 */
export async function checkSecondFactor(userId: number, code: string, actor: Actor, now = Date.now()): Promise<SecondFactorCheck> {
  const row = await getTotp(userId);
  if (!row?.confirmedAt) return { ok: false };
  const token = squeeze(code);
  if (totpShape.test(token)) {
    const step = await matchTotp(openText(sealPurpose, row.secret), token, now);
    return step !== undefined && (await claimTotpStep(userId, step)) ? { ok: true } : { ok: false };
  }
  if (recoveryShape.test(token)) {
    const left = await spendRecoveryCode(userId, keyedHash(recoveryPurpose, token), actor);
    return left === undefined ? { ok: false } : { ok: true, recoveryCodesLeft: left };
  }
  return { ok: false };
}

export function recoveryCodesLeft(userId: number) {
  return countRecoveryCodesLeft(userId);
}

/** Turns the user's own two-factor off (the password already checked); false when it was not on. */
export function disableOwnTotp(user: PublicUser, actor: Actor) {
  return removeTotp(user.id, actor, user.email, false);
}

/** An administrator turns another user's two-factor off (a lost phone): app, recovery codes and passkeys; logged, and that user's sessions end. */
export function disableTotpOf(target: PublicUser, actor: Actor) {
  return removeTotp(target.id, actor, target.email, true);
}

/** How long a password-checked sign-in waits for its second factor. */
export const pendingSignInMs = 5 * 60 * 1000;

interface PendingSignIn {
  userId: number;
  redirectTo: string;
}

/**
 * Starts a sign-in whose password was right and that now waits for a code: a one-use nonce row
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md) and the Set-Cookie naming the
 * user, the nonce and a deadline, never the password.
 */
export async function startPendingSignIn(pending: PendingSignIn, now = Date.now()) {
  const nonce = randomBytes(32).toString("base64url");
  const deadline = now + pendingSignInMs;
  await saveChallenge({ challenge: nonce, userId: pending.userId, purpose: pendingSignInPurpose, expiresAt: new Date(deadline).toISOString() });
  return pendingSignInCookie.serialize({ u: pending.userId, r: pending.redirectTo, n: nonce, x: deadline });
}

export type PendingSignInCookie = PendingSignIn & { nonce: string };

/** The sign-in waiting for a code, when its signed cookie is present and not past its 5 minutes (its nonce row is checked on use). */
export function readPendingSignIn(request: Request, now = Date.now()): PendingSignInCookie | undefined {
  const value = pendingSignInCookie.read(request);
  if (typeof value !== "object" || value === null) return undefined;
  const { u, r, n, x } = value as { u?: unknown; r?: unknown; n?: unknown; x?: unknown };
  if (typeof u !== "number" || typeof r !== "string" || typeof n !== "string" || typeof x !== "number" || x <= now) return undefined;
  return { userId: u, redirectTo: r, nonce: n };
}

/** Whether the pending sign-in was neither used nor ended by a password change. */
export function pendingSignInOpen(pending: PendingSignInCookie) {
  return challengeIsOpen(pending.nonce, pendingSignInPurpose, pending.userId);
}

/** Uses the pending sign-in up (one atomic statement, so one of two racing code steps wins); false when it was already gone. */
export async function takePendingSignIn(pending: PendingSignInCookie) {
  return (await takeChallenge(pending.nonce, pendingSignInPurpose))?.userId === pending.userId;
}

export const clearPendingSignIn = () => pendingSignInCookie.clear();

/** The key as the Security panel shows it for typing: groups of four. */
export function groupedKey(secret: string) {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
