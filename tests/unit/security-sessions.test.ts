import { systemActor } from "#db/models/activity.server";
import { describe, expect, it } from "vitest";
import { getSession } from "#db/models/sessions.server";
import { createUser } from "#db/models/users.server";
import { fromMigration } from "../support/migrations";
import {
  endOtherSessions,
  endSession,
  listOwnSessions,
  readSession,
  sessionAbsoluteMs,
  sessionIdleMs,
  startSession,
  userAgentMaxLength,
} from "~/services/session.server";
import { describeUserAgent } from "~/lib/user-agent.server";

/** Sessions with an injected clock (docs/decisions/0010-sessions-as-database-rows.md: idle 60 min, absolute 12 h), and one's own list of them. */
const minute = 60 * 1000;
const device = { ip: "192.0.2.10", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };

function requestWith(setCookie: string) {
  return new Request("http://localhost/admin-dashboard", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("session lifetime", () => {
  it("keeps a session alive while it is used, then ends it after 60 idle minutes", async () => {
    const user = await createUser("idle@mahami.qa", "hash");
    const start = Date.parse("2026-11-22T08:00:00Z");
    const cookie = await startSession(user.id, false, device, start);
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
    const request = requestWith(await startSession(user.id, false, device, start));
    for (let at = start; at < start + sessionAbsoluteMs; at += 30 * minute) {
      expect(await readSession(request, false, at), new Date(at).toISOString()).toBeDefined();
    }
    expect(await readSession(request, false, start + sessionAbsoluteMs)).toBeUndefined();
  });

  it("stores only a hash of the token, and logout deletes the row", async () => {
    const user = await createUser("hash@mahami.qa", "hash");
    const cookie = await startSession(user.id, true, device);
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

/** The signed-in administrator of a Set-Cookie, read at `now`. */
async function signedInWith(setCookie: string, now = Date.now()) {
  const signedIn = await readSession(requestWith(setCookie), false, now);
  if (!signedIn) throw new Error("not signed in");
  return signedIn;
}

describe("one's own sessions", () => {
  it("record the address and a cleaned, shortened browser name, under a public id that signs nobody in", async () => {
    const user = await createUser("device@mahami.qa", "hash");
    const long = `Mozilla/5.0 \u202e\u0000${"x".repeat(1000)}`;
    const cookie = await startSession(user.id, false, { ip: "2001:db8::7", userAgent: long });
    const signedIn = await signedInWith(cookie);
    const [session] = await listOwnSessions(signedIn);
    expect(session.ip).toBe("2001:db8::7");
    expect(session.userAgent).toBe(`Mozilla/5.0 ${"x".repeat(userAgentMaxLength - 12)}`);
    const token = decodeURIComponent(cookie.split(";")[0].split("=")[1]);
    expect(session.id).toMatch(/^[\w-]{20,}$/);
    expect([token, signedIn.sessionId]).not.toContain(session.id);
    expect(await getSession(session.id)).toBeUndefined();
  });

  it("list only the caller's live sessions, this one first; ending the others keeps this one", async () => {
    const user = await createUser("many@mahami.qa", "hash");
    const someoneElse = await createUser("else@mahami.qa", "hash");
    const start = Date.parse("2026-11-22T08:00:00Z");
    const idle = await startSession(user.id, false, device, start);
    const other = await startSession(user.id, false, { ip: "198.51.100.2", userAgent: "curl/8.5.0" }, start + 30 * minute);
    const here = await startSession(user.id, false, device, start + 40 * minute);
    const elsewhere = await startSession(someoneElse.id, false, device, start + 40 * minute);
    // `other` was used after `here`, yet `here` comes first; `idle` has been idle for 70 minutes.
    const signedIn = await signedInWith(here, start + 45 * minute);
    await signedInWith(other, start + 50 * minute);
    const now = start + 70 * minute;
    const sessions = await listOwnSessions(signedIn, now);
    expect(sessions.map(({ ip, userAgent, current }) => ({ ip, userAgent, current }))).toEqual([
      { ip: device.ip, userAgent: device.userAgent, current: true },
      { ip: "198.51.100.2", userAgent: "curl/8.5.0", current: false },
    ]);
    expect(sessions[1]).toMatchObject({
      createdAt: new Date(start + 30 * minute).toISOString(),
      lastSeenAt: new Date(start + 50 * minute).toISOString(),
    });
    expect(Object.keys(sessions[0]).sort()).toEqual(["createdAt", "current", "id", "ip", "lastSeenAt", "userAgent"]);

    await endOtherSessions(signedIn, systemActor);
    expect(await readSession(requestWith(other), false, now)).toBeUndefined();
    expect(await readSession(requestWith(idle), false, now)).toBeUndefined();
    expect(await readSession(requestWith(here), false, now)).toBeDefined();
    expect(await readSession(requestWith(elsewhere), false, now)).toBeDefined();
    expect((await listOwnSessions(signedIn, now)).map((session) => session.current)).toEqual([true]);
  });
});

describe("the session-devices migration", () => {
  it("gives every session already open a public id of its own, and can be undone", () =>
    fromMigration("2026-11-22T0000-initial", async (db, { migrateTo, migrateDown }) => {
      const { id: userId } = await db
        .insertInto("users")
        .values({ email: "old@mahami.qa", passwordHash: "hash" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      const open = ["a", "b", "c"].map((id) => ({ id, userId, createdAt: at, lastSeenAt: at, expiresAt: at }));
      await db
        .insertInto("sessions")
        .values(open as never)
        .execute();

      await migrateTo("2026-11-23T0000-session-devices");
      const rows = await db.selectFrom("sessions").select(["publicId", "ip", "userAgent"]).execute();
      expect(new Set(rows.map((row) => row.publicId)).size).toBe(3);
      for (const row of rows) expect(row).toMatchObject({ publicId: expect.stringMatching(/^[\w-]{20,}$/), ip: "", userAgent: "" });

      await migrateDown();
      const columns = (await db.introspection.getTables()).find((table) => table.name === "sessions")!.columns.map((column) => column.name);
      expect(columns).not.toContain("publicId");
    }));
});

describe("the browser a session list shows", () => {
  it("names common browsers and systems, a non-browser client by its product, and nothing for an empty header", () => {
    const examples: [string, string | undefined][] = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge · Windows",
      ],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari · macOS"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
        "Chrome · iOS",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36",
        "Samsung Internet · Android",
      ],
      ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox · Linux"],
      ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome · Linux"],
      ["curl/8.5.0", "curl"],
      ["node", "node"],
      ["", undefined],
    ];
    for (const [userAgent, shown] of examples) expect(describeUserAgent(userAgent), userAgent).toBe(shown);
  });
});
