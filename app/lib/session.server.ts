import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { createSession, deleteSession, getSession, touchSession } from "#db/models/sessions.server";
import { getUserById, type PublicUser } from "#db/models/users.server";

/** docs/decisions/0010-sessions-as-database-rows.md: idle timeout 60 min, absolute lifetime 12 h. */
export const sessionIdleMs = 60 * 60 * 1000;
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const touchIntervalMs = 60 * 1000;

function sessionCookie(secure: boolean) {
  return createCookie(secure ? "__Host-mahami-session" : "mahami-session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a new session (a fresh 256-bit id on every login) and returns its Set-Cookie. */
export async function startSession(userId: number, secure: boolean, now = Date.now()) {
  const token = randomBytes(32).toString("base64url");
  await createSession({
    id: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + sessionAbsoluteMs).toISOString(),
  });
  return sessionCookie(secure).serialize(token);
}

async function readToken(request: Request, secure: boolean): Promise<string | undefined> {
  const token = await sessionCookie(secure).parse(request.headers.get("Cookie"));
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
  return sessionCookie(secure).serialize("", { maxAge: 0 });
}
