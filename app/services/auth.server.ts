import { redirect, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { type Actor, recordActivity } from "#db/models/activity.server";
import { db } from "#db/database.server";
import { isUniqueViolation } from "#db/unique-violation.server";
import { createUser, getUserWithHashByEmail, type PublicUser, updateUserPasswordHash } from "#db/models/users.server";
import { loginSchema } from "~/schemas/user";
import { requestInfoContext } from "~/lib/context";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { loginAttemptLimiter, loginFailureLimiter } from "~/services/rate-limit.server";
import { actorOf } from "~/services/actor.server";
import { endSession, readSession, type SignedIn, startSession } from "~/services/session.server";

export class InvalidCredentialsError extends Error {}

/** Email + password against the argon2id hash; an unknown email costs the same as a wrong password. */
export const authenticator = new Authenticator<PublicUser>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) {
      await verifyPassword(undefined, "");
      throw new InvalidCredentialsError();
    }
    const user = await getUserWithHashByEmail(parsed.data.email);
    const valid = await verifyPassword(user?.passwordHash, parsed.data.password);
    if (!user || !valid) throw new InvalidCredentialsError();
    return { id: user.id, email: user.email, createdAt: user.createdAt };
  }),
  "form",
);

export type LoginResult =
  | { ok: true; user: PublicUser; setCookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/** Where a sign-in or sign-out came from: the activity log's summary names it. */
export type AuthChannel = "form" | "api";

/**
 * Signs in from a form-encoded request (the JSON API converts its body to one first), with the
 * throttles of docs/decisions/0011-rate-limits-and-honeypot.md, and starts a fresh session on success.
 * Every outcome is an activity entry; a failed or throttled one names the email tried.
 */
export async function login(request: Request, context: Readonly<RouterContextProvider>, channel: AuthChannel = "form"): Promise<LoginResult> {
  const { clientIp, secureCookies } = context.get(requestInfoContext);
  const form = await request.clone().formData();
  // Emails are at most 254 characters: a longer value cannot be an account, only a bigger key.
  const email = String(form.get("email") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 254);
  const failureKey = `${email}|${clientIp}`;
  const tried: Actor = { id: null, email, ip: clientIp };

  const blocked = await loginFailureLimiter.isBlocked(failureKey);
  const attempt = blocked.blocked ? undefined : await loginAttemptLimiter.consume(clientIp);
  if (blocked.blocked || !attempt?.allowed) {
    await recordActivity(db, { actor: tried, action: "auth.login-throttled", summary: channel });
    const retryAfterSeconds = blocked.blocked ? blocked.retryAfterSeconds : attempt && !attempt.allowed ? attempt.retryAfterSeconds : 0;
    return { ok: false, reason: "throttled", retryAfterSeconds };
  }

  try {
    const user = await authenticator.authenticate("form", request);
    await loginFailureLimiter.reset(failureKey);
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
    return { ok: true, user, setCookie };
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    await loginFailureLimiter.consume(failureKey);
    await recordActivity(db, { actor: tried, action: "auth.login-failed", summary: channel });
    return { ok: false, reason: "invalid" };
  }
}

export async function getSignedIn(request: Request, context: Readonly<RouterContextProvider>) {
  return readSession(request, context.get(requestInfoContext).secureCookies);
}

const returnBase = "http://return-path.invalid";

/**
 * A path of this site to send the browser back to (after signing in, after switching the admin
 * language), or `fallback`. The value is normalised first, as the browser will read it, and the
 * result is what gets checked: `/.//evil`, `/a/..//evil` and `/%2e//evil` all normalise to
 * `//evil`, which a browser reads as another host. Backslashes and control characters (which
 * browsers treat as `/` or drop), raw or percent-encoded, are refused outright.
 */
export function safeRedirectPath(to: unknown, fallback = "/admin-dashboard") {
  if (typeof to !== "string" || to.length > 2048 || !to.startsWith("/")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(to) || /%(?:0[0-9a-f]|1[0-9a-f]|7f|5c)/i.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, returnBase);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}`;
  if (url.origin !== returnBase || !path.startsWith("/") || path.startsWith("//")) return fallback;
  // Nor `/%2F%2Fevil`: harmless here, but one more decoding step (a proxy, another redirect) away.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  return decoded.startsWith("//") ? fallback : path;
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
  email: string,
  currentPassword: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<CurrentPasswordCheck> {
  if (!currentPassword) return { ok: false, reason: "missing" };
  const failureKey = `${email.toLowerCase()}|${context.get(requestInfoContext).clientIp}`;
  const blocked = await loginFailureLimiter.isBlocked(failureKey);
  if (blocked.blocked) return { ok: false, reason: "throttled", retryAfterSeconds: blocked.retryAfterSeconds };
  const user = await getUserWithHashByEmail(email);
  if (await verifyPassword(user?.passwordHash, currentPassword)) return { ok: true };
  await loginFailureLimiter.consume(failureKey);
  return { ok: false, reason: "wrong" };
}

/** Sets a new password and ends every other session of that user (docs/decisions/0010-sessions-as-database-rows.md). */
export async function changePassword(userId: number, newPassword: string, actor: Actor, keepSessionId?: string) {
  return updateUserPasswordHash(userId, await hashPassword(newPassword), actor, keepSessionId);
}

/** Adds an administrator; "duplicate" when the email (any case) already has an account. */
export async function createAdministrator(email: string, newPassword: string, actor: Actor) {
  try {
    return { ok: true as const, user: await createUser(email, await hashPassword(newPassword), actor) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false as const, reason: "duplicate" as const };
    throw error;
  }
}
