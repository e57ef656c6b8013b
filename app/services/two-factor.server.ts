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
} from "#db/models/two-factor.server";
import { listPasskeys } from "#db/models/passkeys.server";
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

/** A new key for the user, not active until a code confirms it: the key, its otpauth:// URL and the QR code as SVG. */
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

/** The pending (not yet confirmed) enrolment of the user, to show again after a wrong code; undefined when none. */
export async function pendingEnrolment(user: PublicUser) {
  const row = await getTotp(user.id);
  if (!row || row.confirmedAt) return undefined;
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
  if (!row || row.confirmedAt) return undefined;
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

/** The Set-Cookie of a sign-in whose password was right and that now waits for a code: the user's id and a deadline, never the password. */
export function pendingSignInSetCookie(pending: PendingSignIn, now = Date.now()) {
  return pendingSignInCookie.serialize({ u: pending.userId, r: pending.redirectTo, x: now + pendingSignInMs });
}

/** The sign-in waiting for a code, when its signed cookie is present and not past its 5 minutes. */
export function readPendingSignIn(request: Request, now = Date.now()): PendingSignIn | undefined {
  const value = pendingSignInCookie.read(request);
  if (typeof value !== "object" || value === null) return undefined;
  const { u, r, x } = value as { u?: unknown; r?: unknown; x?: unknown };
  if (typeof u !== "number" || typeof r !== "string" || typeof x !== "number" || x <= now) return undefined;
  return { userId: u, redirectTo: r };
}

export const clearPendingSignIn = () => pendingSignInCookie.clear();

/** The key as the Security panel shows it for typing: groups of four. */
export function groupedKey(secret: string) {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
