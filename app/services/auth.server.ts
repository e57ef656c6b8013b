import { AsyncLocalStorage } from "node:async_hooks";
import { redirect, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { type Actor, recordActivity } from "#db/models/activity.server";
import { db } from "#db/database.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { createUser, getUserById, getUserWithHashByEmail, type PublicUser, updateUserPasswordHash } from "#db/models/users.server";
import { cleanLine } from "~/schemas/fields";
import type { Role } from "~/domain/roles";
import { loginSchema } from "~/schemas/user";
import { requestInfoContext } from "~/lib/context";
import { sameSitePath } from "~/lib/same-site-path";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { loginAccountLimiter, loginAttemptLimiter, loginFailureLimiter, passwordChanged } from "~/services/rate-limit.server";
import { actorOf } from "~/services/actor.server";
import { endSession, readSession, type SignedIn, startSession } from "~/services/session.server";
import {
  checkSecondFactor,
  type PendingSignInCookie,
  pendingSignInOpen,
  readPendingSignIn,
  startPendingSignIn,
  takePendingSignIn,
  totpEnabled,
} from "~/features/two-factor/two-factor.service.server";
import { finishAuthentication, listPasskeys } from "~/features/two-factor/passkeys.service.server";
import { isKnownDevice, rememberDevice } from "~/features/two-factor/known-device.service.server";
import { PasskeyStrategy } from "~/features/two-factor/passkey-strategy.service.server";
import { SecondFactorStrategy } from "~/features/two-factor/second-factor-strategy.service.server";
import { env } from "~/lib/env.server";

/** The email and password, or the passkey, prove no one. */
export class InvalidCredentialsError extends Error {}
/** The second step's code (from the app, or a recovery code) is not one of the user's. */
export class CodeRejectedError extends Error {}
/** The second step's pending sign-in is missing, used up or ended by a password change. */
export class SignInExpiredError extends Error {}

/**
 * What the authenticator decided: the user a strategy proved and, for a password alone, what the
 * account still asks for (`needs`): a code from the second step, or a passkey instead under REQUIRE_2FA.
 */
export interface Decision {
  user: PublicUser;
  needs?: "code" | "passkey";
  /** After a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/**
 * Every sign-in is decided here (docs/decisions/0054-remix-auth-decides-every-sign-in.md): "form"
 * (email and password), "passkey" (both factors at once) and "second-factor" (the code of a sign-in
 * whose password was right). A session opens only for a decision this authenticator returned.
 */
export const authenticator = new Authenticator<Decision>();

/** The request context of the sign-in being decided: strategies see only a copy of the request. */
const deciding = new AsyncLocalStorage<Readonly<RouterContextProvider>>();

function clientIpOfSignIn() {
  const context = deciding.getStore();
  if (!context) throw new Error("A sign-in strategy runs only through decide() (docs/decisions/0054-remix-auth-decides-every-sign-in.md)");
  return context.get(requestInfoContext).clientIp;
}

/** Email + password against the argon2id hash; an unknown email costs the same as a wrong password. */
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      await verifyPassword(undefined, "");
      throw new InvalidCredentialsError();
    }
    const found = await getUserWithHashByEmail(parsed.data.email);
    const valid = await verifyPassword(found?.passwordHash, parsed.data.password);
    if (!found || !valid) throw new InvalidCredentialsError();
    const user = { id: found.id, email: found.email, role: found.role, createdAt: found.createdAt };
    if (await totpEnabled(user.id)) return { user, needs: "code" };
    if (await passwordPathRefused(user.id)) return { user, needs: "passkey" };
    return { user };
  }),
  "form",
);

/** A passkey's assertion, checked against the stored challenge and key; anything else proves no one. */
authenticator.use(
  new PasskeyStrategy<Decision>(async ({ url, response }) => {
    const user = await finishAuthentication(url, response);
    if (!user) throw new InvalidCredentialsError();
    return { user };
  }),
  "passkey",
);

/**
 * The code for a pending sign-in: a step of the app used once, or a recovery code (its use logged
 * with this request's address). The pending sign-in is used up only by a code that passes.
 */
authenticator.use(
  new SecondFactorStrategy<Decision>(async ({ code, pending }) => {
    const user = pending && (await getUserById(pending.userId));
    if (!pending || !user) throw new SignInExpiredError();
    const second = await checkSecondFactor(user.id, code, { id: user.id, email: user.email, ip: clientIpOfSignIn() });
    if (!second.ok) throw new CodeRejectedError();
    if (!(await takePendingSignIn(pending))) throw new SignInExpiredError();
    return { user, recoveryCodesLeft: second.recoveryCodesLeft };
  }),
  "second-factor",
);

/** The decisions the authenticator returned: `beginSession` opens a session for no other. */
const decided = new WeakSet<Decision>();

/** Asks the authenticator's strategy `name` about `request`, with the request context its strategies may need. */
async function decide(name: "form" | "passkey" | "second-factor", request: Request, context: Readonly<RouterContextProvider>) {
  const decision = await deciding.run(context, () => authenticator.authenticate(name, request));
  decided.add(decision);
  return decision;
}

export type LoginResult =
  | { ok: true; user: PublicUser; setCookies: string[]; recoveryCodesLeft?: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "two-factor-required"; user: PublicUser }
  | { ok: false; reason: "passkey-required" }
  | { ok: false; reason: "code-rejected" }
  | { ok: false; reason: "expired" }
  | Throttled;

/** Past a sign-in limit: `account` when it is the account-wide cap (the answer then says what the owner can do). */
export type Throttled = { ok: false; reason: "throttled"; retryAfterSeconds: number; account: boolean };

/** Where a sign-in or sign-out came from: the activity log's summary names it. */
export type AuthChannel = "form" | "api" | "passkey";

/**
 * The email a sign-in is about, as the account lookup reads it: the schema's cleaned address,
 * lowercased. What does not parse as one is no account: it is kept cleaned to one line, for the
 * activity log (docs/decisions/0034-attack-run-2026-11-25.md).
 */
export function signInEmail(value: FormDataEntryValue | null) {
  const parsed = loginSchema.shape.email.safeParse(typeof value === "string" ? value : "");
  if (parsed.success) return { email: parsed.data.toLowerCase(), account: true };
  const text = typeof value === "string" ? cleanLine(value).trim().toLowerCase().slice(0, 254) : "";
  return { email: text, account: false };
}

type Reservation = { ok: true; succeeded: () => Promise<void>; refundAccount: () => Promise<void> } | Throttled;

/**
 * Counts a password guess before it is checked, each counter in one atomic statement, so no number
 * of concurrent guesses gets past a limit: per IP (when `perIp`), per email+IP and per email from
 * all addresses (docs/decisions/0011-rate-limits-and-honeypot.md). `succeeded` gives the guess back.
 * A second-factor code counts as a guess too (docs/decisions/0040-two-factor-and-passkeys.md).
 * A browser that signed in to this account before skips the account-wide cap, so guesses from
 * elsewhere never lock the owner out (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
async function reservePasswordGuess(request: Request, email: string, account: boolean, clientIp: string, perIp: boolean): Promise<Reservation> {
  const failureKey = `${email}|${clientIp}`;
  const perAccount = account && !isKnownDevice(request, email);
  const counters = [...(perIp ? [() => loginAttemptLimiter.consume(clientIp)] : []), () => loginFailureLimiter.consume(failureKey)];
  for (const count of counters) {
    const attempt = await count();
    if (!attempt.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds, account: false };
  }
  if (perAccount) {
    const attempt = await loginAccountLimiter.consume(email);
    if (!attempt.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds, account: true };
  }
  const refundAccount = async () => {
    if (perAccount) await loginAccountLimiter.refund(email);
  };
  return {
    ok: true,
    refundAccount,
    succeeded: async () => {
      await loginFailureLimiter.reset(failureKey);
      await refundAccount();
    },
  };
}

/**
 * Starts a fresh session for a sign-in the authenticator decided in full, replacing any session cookie
 * from before, and logs the sign-in: the Set-Cookies of the session and of this browser as a known
 * device of the account. Nothing else starts a session (docs/decisions/0054-remix-auth-decides-every-sign-in.md).
 */
async function beginSession(request: Request, context: Readonly<RouterContextProvider>, decision: Decision, channel: AuthChannel) {
  if (!decided.has(decision) || decision.needs) throw new Error("A session opens only for a sign-in the authenticator decided in full");
  const { user } = decision;
  const { clientIp, secureCookies } = context.get(requestInfoContext);
  // A session cookie from before is replaced, never reused (new id on every login).
  await endSession(request, secureCookies);
  const device = { ip: clientIp, userAgent: request.headers.get("User-Agent") ?? "" };
  const setCookie = await startSession(user.id, secureCookies, device);
  await recordActivity(db, {
    actor: { id: user.id, email: user.email, ip: clientIp },
    action: "auth.login",
    entity: "user",
    entityId: user.id,
    summary: channel,
  });
  return [setCookie, rememberDevice(request, user.email)];
}

/**
 * Signs in from a form-encoded request (the JSON API converts its body to one first), with the
 * throttles of docs/decisions/0011-rate-limits-and-honeypot.md, and starts a fresh session on success.
 * With two-factor on, the form's `code` must pass too: without one the answer is "two-factor-required"
 * (the password was right; no session yet), a wrong one counts as a failed guess.
 * Every outcome is an activity entry; a failed or throttled one names the (cleaned) email tried.
 */
export async function login(request: Request, context: Readonly<RouterContextProvider>, channel: AuthChannel = "form"): Promise<LoginResult> {
  const { clientIp } = context.get(requestInfoContext);
  const form = await request.clone().formData();
  const { email, account } = signInEmail(form.get("email"));
  const tried: Actor = { id: null, email, ip: clientIp };

  const reservation = await reservePasswordGuess(request, email, account, clientIp, true);
  if (!reservation.ok) {
    await recordActivity(db, { actor: tried, action: "auth.login-throttled", summary: channel });
    return reservation;
  }

  let decision: Decision;
  try {
    decision = await decide("form", request, context);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    await recordActivity(db, { actor: tried, action: "auth.login-failed", summary: channel });
    return { ok: false, reason: "invalid" };
  }
  if (decision.needs === "passkey") {
    await reservation.succeeded();
    return { ok: false, reason: "passkey-required" };
  }
  if (decision.needs === "code") {
    const code = form.get("code");
    if (typeof code !== "string" || code.trim() === "") {
      // The password was right, but the email+IP failures are not cleared: asking again between
      // wrong codes must not reset their count. Only the account-wide guess is given back.
      await reservation.refundAccount();
      return { ok: false, reason: "two-factor-required", user: decision.user };
    }
    const second = await codeInSameRequest(request, context, decision.user, code);
    if (!second) {
      await recordActivity(db, { actor: tried, action: "auth.login-failed", summary: channel });
      return { ok: false, reason: "code-rejected" };
    }
    decision = second;
  }
  await reservation.succeeded();
  const { user, recoveryCodesLeft } = decision;
  return { ok: true, user, setCookies: await beginSession(request, context, decision, channel), recoveryCodesLeft };
}

/**
 * The code sent with the password (the JSON API): the second step of the same sign-in, decided by the
 * "second-factor" strategy like the sign-in page's. Its pending sign-in lives for this request only.
 */
async function codeInSameRequest(request: Request, context: Readonly<RouterContextProvider>, user: PublicUser, code: string) {
  const pendingCookie = (await startPendingSignIn({ userId: user.id, redirectTo: "" })).split(";")[0];
  const second = new Request(request.url, { method: "POST", headers: { Cookie: pendingCookie }, body: new URLSearchParams({ code }) });
  try {
    return await decide("second-factor", second, context);
  } catch (error) {
    if (!(error instanceof CodeRejectedError || error instanceof SignInExpiredError)) throw error;
    const pending = readPendingSignIn(second);
    if (pending) await takePendingSignIn(pending);
    return undefined;
  }
}

/**
 * Under REQUIRE_2FA, an account whose only second factor is a passkey signs in with the passkey: the
 * password path cannot ask for one, so it refuses and points to the passkey button
 * (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
async function passwordPathRefused(userId: number) {
  return env().REQUIRE_2FA && (await listPasskeys(userId)).length > 0;
}

/**
 * The sign-in page's second step: the code for a sign-in whose password was right (its signed
 * cookie names the user and a one-use nonce row), decided by the "second-factor" strategy. The code
 * counts as a guess for that account and IP, as a password does. The nonce is used up by the sign-in
 * and gone after a password change, so a copy of the cookie signs in no one ("expired";
 * docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
 */
export async function loginWithCode(request: Request, context: Readonly<RouterContextProvider>, pending: PendingSignInCookie): Promise<LoginResult> {
  const { clientIp } = context.get(requestInfoContext);
  const pendingUser = await getUserById(pending.userId);
  if (!pendingUser || !(await pendingSignInOpen(pending))) return { ok: false, reason: "expired" };
  const email = pendingUser.email.toLowerCase();
  const tried: Actor = { id: null, email, ip: clientIp };
  const reservation = await reservePasswordGuess(request, email, true, clientIp, true);
  if (!reservation.ok) {
    await recordActivity(db, { actor: tried, action: "auth.login-throttled", summary: "form" });
    return reservation;
  }
  let decision: Decision;
  try {
    decision = await decide("second-factor", request, context);
  } catch (error) {
    if (error instanceof SignInExpiredError) return { ok: false, reason: "expired" };
    if (!(error instanceof CodeRejectedError)) throw error;
    await recordActivity(db, { actor: tried, action: "auth.login-failed", summary: "form" });
    return { ok: false, reason: "code-rejected" };
  }
  await reservation.succeeded();
  const { user, recoveryCodesLeft } = decision;
  return { ok: true, user, setCookies: await beginSession(request, context, decision, "form"), recoveryCodesLeft };
}

export async function getSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  return readSession(request, context.get(requestInfoContext).secureCookies);
}

/** A path of this site to send the browser back to (after signing in, after switching the admin language), or `fallback`. */
export function safeRedirectPath(to: unknown, fallback = "/admin-dashboard") {
  // Without its fragment: a return path names a page, not a place on it.
  return sameSitePath(to, fallback).replace(/#.*$/s, "");
}

/** The signed-in administrator of a dashboard page; otherwise a redirect to the login page. */
export async function requireAdmin(request: Request, context: Readonly<RouterContextProvider>, url: URL): Promise<SignedIn> {
  const signedIn = await getSignedIn(request, context);
  if (signedIn) return signedIn;
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/admin-login?redirectTo=${encodeURIComponent(back)}`);
}

/** Ends the session (logged when there was one) and returns the Set-Cookie that clears it. */
export async function logout(request: Request, context: Readonly<RouterContextProvider>, channel: AuthChannel = "form") {
  const signedIn = await getSignedIn(request, context);
  const clear = await endSession(request, context.get(requestInfoContext).secureCookies);
  if (signedIn) {
    const actor = actorOf(context, signedIn);
    await recordActivity(db, { actor, action: "auth.logout", entity: "user", entityId: signedIn.user.id, summary: channel });
  }
  return clear;
}

export type CurrentPasswordCheck =
  { ok: true } | { ok: false; reason: "missing" | "wrong" } | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Before one's own password changes: the password one signs in with. Wrong guesses count as
 * sign-in failures for that email and IP, so a stolen session cookie cannot try them at leisure.
 */
export async function checkCurrentPassword(
  request: Request,
  email: string,
  currentPassword: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentPasswordCheck> {
  if (!currentPassword) return { ok: false, reason: "missing" };
  const reservation = await reservePasswordGuess(request, email.toLowerCase(), true, context.get(requestInfoContext).clientIp, false);
  if (!reservation.ok) return { ok: false, reason: "throttled", retryAfterSeconds: reservation.retryAfterSeconds };
  const user = await getUserWithHashByEmail(email);
  if (!(await verifyPassword(user?.passwordHash, currentPassword))) return { ok: false, reason: "wrong" };
  await reservation.succeeded();
  return { ok: true };
}

/** Sets a new password and ends every other session of that user (docs/decisions/0010-sessions-as-database-rows.md). */
export async function changePassword(userId: number, newPassword: string, actor: Actor, keepSessionId?: string) {
  const email = await updateUserPasswordHash(userId, await hashPassword(newPassword), actor, keepSessionId);
  if (email === undefined) return false;
  await passwordChanged(email);
  return true;
}

/** Adds a user (an administrator unless `role` says otherwise); "duplicate" when the email (any case) already has an account. */
export async function createAdministrator(email: string, newPassword: string, actor: Actor, role: Role = "administrator") {
  try {
    return { ok: true as const, user: await createUser(email, await hashPassword(newPassword), actor, role) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false as const, reason: "duplicate" as const };
    throw error;
  }
}

/**
 * Signs in with a passkey, both factors at once (docs/decisions/0040-two-factor-and-passkeys.md),
 * decided by the "passkey" strategy: each try counts toward the per-address sign-in limit; a refused
 * one is logged as a failed sign-in.
 */
export async function loginWithPasskey(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  response: unknown,
): Promise<LoginResult> {
  const { clientIp } = context.get(requestInfoContext);
  const attempt = await loginAttemptLimiter.consume(clientIp);
  if (!attempt.allowed) {
    await recordActivity(db, { actor: { id: null, email: "", ip: clientIp }, action: "auth.login-throttled", summary: "passkey" });
    return { ok: false, reason: "throttled", retryAfterSeconds: attempt.retryAfterSeconds, account: false };
  }
  // The route has read and checked the JSON body; the strategy reads `{response}` from one like it.
  const assertion = new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ response }) });
  let decision: Decision;
  try {
    decision = await decide("passkey", assertion, context);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    await recordActivity(db, { actor: { id: null, email: "", ip: clientIp }, action: "auth.login-failed", summary: "passkey" });
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, user: decision.user, setCookies: await beginSession(request, context, decision, "passkey") };
}
