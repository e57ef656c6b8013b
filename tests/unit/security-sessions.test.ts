import { describe, expect, it } from "vitest";
import { getSession } from "#db/models/sessions.server";
import { createUser } from "#db/models/users.server";
import { endSession, readSession, sessionAbsoluteMs, sessionIdleMs, startSession } from "~/lib/session.server";

/** Sessions with an injected clock (docs/decisions/0010-sessions-as-database-rows.md: idle 60 min, absolute 12 h). */
const minute = 60 * 1000;

function requestWith(setCookie: string) {
  return new Request("http://localhost/admin-dashboard", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("session lifetime", () => {
  it("keeps a session alive while it is used, then ends it after 60 idle minutes", async () => {
    const user = await createUser("idle@mahami.qa", "hash");
    const start = Date.parse("2026-11-22T08:00:00Z");
    const cookie = await startSession(user.id, false, start);
    const request = requestWith(cookie);
    expect((await readSession(request, false, start + 59 * minute))?.user.email).toBe("idle@mahami.qa");
    // Used at +59 min, so it is still alive 59 minutes after that.
    expect(await readSession(request, false, start + 118 * minute)).toBeDefined();
    expect(await readSession(request, false, start + 118 * minute + sessionIdleMs)).toBeUndefined();
    // An ended session is deleted, not just refused.
    expect(await readSession(request, false, start + 119 * minute)).toBeUndefined();
  });

  it("ends a session 12 hours after sign-in however busy it is", async () => {
    const user = await createUser("busy@mahami.qa", "hash");
    const start = Date.parse("2026-11-22T08:00:00Z");
    const request = requestWith(await startSession(user.id, false, start));
    for (let at = start; at < start + sessionAbsoluteMs; at += 30 * minute) {
      expect(await readSession(request, false, at), new Date(at).toISOString()).toBeDefined();
    }
    expect(await readSession(request, false, start + sessionAbsoluteMs)).toBeUndefined();
  });

  it("stores only a hash of the token, and logout deletes the row", async () => {
    const user = await createUser("hash@mahami.qa", "hash");
    const cookie = await startSession(user.id, true);
    const [pair, ...attributes] = cookie.split("; ");
    const [name, token] = pair.split("=");
    expect(name).toBe("__Host-mahami-session");
    expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax"]));
    expect(Buffer.from(decodeURIComponent(token), "base64url").length).toBeGreaterThanOrEqual(32);
    expect(await getSession(token)).toBeUndefined();
    const request = new Request("http://localhost/", { headers: { Cookie: pair } });
    const signedIn = await readSession(request, true);
    expect(signedIn?.sessionId).not.toBe(token);
    const cleared = await endSession(request, true);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await getSession(signedIn!.sessionId)).toBeUndefined();
    expect(await readSession(request, true)).toBeUndefined();
  });
});
