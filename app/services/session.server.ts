import { createHash, randomBytes } from "node:crypto";
import type { Actor } from "#db/models/activity.server";
import { createSession, deleteSession, endOtherUserSessions, getSession, listUserSessions, touchSession } from "#db/models/sessions.server";
import { getUserById, type PublicUser } from "#db/models/users.server";
import { sessionCookie } from "~/lib/cookies.server";
import { cleanText } from "~/schemas/fields";

/** docs/decisions/0010-sessions-as-database-rows.md: idle timeout 60 min, absolute lifetime 12 h. */
export const sessionIdleMs = 60 * 60 * 1000;
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const touchIntervalMs = 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where a sign-in came from, as the administrator's session list shows it. */
export interface SessionDevice {
  /** The normalised client IP (requestInfoContext). */
  ip: string;
  /** The User-Agent header as sent: cleaned and shortened here. */
  userAgent: string;
}

/** Enough for any real browser's User-Agent; a longer header is only a bigger row. */
export const userAgentMaxLength = 256;

/** Starts a new session (a fresh 256-bit id on every login) and returns its Set-Cookie. */
export async function startSession(userId: number, secure: boolean, device: SessionDevice, now = Date.now()) {
  const token = randomBytes(32).toString("base64url");
  await createSession({
    id: hashToken(token),
    publicId: randomBytes(16).toString("base64url"),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + sessionAbsoluteMs).toISOString(),
    ip: device.ip,
    userAgent: cleanText(device.userAgent).trim().slice(0, userAgentMaxLength),
  });
  return sessionCookie(secure).serialize(token);
}

async function readToken(request: Request, secure: boolean): Promise<string | undefined> {
  const token = sessionCookie(secure).read(request);
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

export interface SignedIn {
  user: PublicUser;
  sessionId: string;
}

/** The signed-in administrator, or undefined when the session is missing, idle or expired. */
export async function readSession(request: Request, secure: boolean, now = Date.now()): Promise<SignedIn | undefined> {
  const token = await readToken(request, secure);
  if (!token) return undefined;
  const sessionId = hashToken(token);
  const session = await getSession(sessionId);
  if (!session) return undefined;
  const expired = Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + sessionIdleMs <= now;
  if (expired) {
    await deleteSession(sessionId);
    return undefined;
  }
  const user = await getUserById(session.userId);
  if (!user) return undefined;
  if (now - Date.parse(session.lastSeenAt) > touchIntervalMs) await touchSession(sessionId, new Date(now).toISOString());
  return { user, sessionId };
}

/** Deletes the session server-side and returns the Set-Cookie that clears it. */
export async function endSession(request: Request, secure: boolean) {
  const token = await readToken(request, secure);
  if (token) await deleteSession(hashToken(token));
  return sessionCookie(secure).clear();
}

/** One of an administrator's own sessions, as the list and the API show it: never the token or its hash. */
export interface OwnSession {
  /** The session's public id. */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string;
  userAgent: string;
  /** The session this request was made with. */
  current: boolean;
}

/** The signed-in administrator's live sessions: this one first, then the others, last used first. */
export async function listOwnSessions(signedIn: SignedIn, now = Date.now()): Promise<OwnSession[]> {
  const rows = await listUserSessions(signedIn.user.id, new Date(now).toISOString(), new Date(now - sessionIdleMs).toISOString());
  return rows
    .map(({ id, publicId, createdAt, lastSeenAt, ip, userAgent }) => ({
      id: publicId,
      createdAt,
      lastSeenAt,
      ip,
      userAgent,
      current: id === signedIn.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs the administrator out everywhere but here: every other session of theirs ends. */
export async function endOtherSessions(signedIn: SignedIn, actor: Actor, removePasskeys = false) {
  await endOtherUserSessions(signedIn.user.id, signedIn.sessionId, actor, removePasskeys);
}
