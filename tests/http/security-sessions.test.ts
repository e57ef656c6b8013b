import { beforeAll, describe, expect, it } from "vitest";
import { execute, queryRows } from "../support/database";
import { api, cookiesFrom, crossSiteHeaders, isIsoTimestamp, postApiLogin, postForm, request, sha256, signIn } from "../support/http";
import { useServer } from "../support/server";
import { createAccount } from "../support/accounts";

/**
 * An administrator sees their own sessions and ends all the others (docs/decisions/0021-own-sessions.md):
 * `GET` and `DELETE /api/admin/sessions`, and the users tab's form without JavaScript.
 */
const server = useServer({ TRUST_PROXY: "1" });

const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const password = "quiet-harbour-lantern-7";

let bootstrap = "";
let accounts = 0;
beforeAll(async () => {
  bootstrap = await signIn(server, "192.0.2.1");
});

/** A new administrator of this test alone, so each test counts its own sessions. */
const newAdministrator = () => createAccount(server, `sessions-${++accounts}@mahami.qa`, password, { by: bootstrap });

/** Signs `email` in from `ip` with a browser's User-Agent: the session cookie pair. */
async function signInFrom(email: string, ip: string, userAgent: string) {
  const response = await postApiLogin(server, email, password, { "X-Forwarded-For": ip, "User-Agent": userAgent });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

/** The random token inside a session cookie pair (React Router writes the value as base64 JSON). */
const sessionValueOf = (cookie: string) =>
  cookie
    .split("; ")
    .find((pair) => /^(__Host-)?mahami-session=/.test(pair))!
    .split("=")[1];
const tokenOf = (cookie: string) => JSON.parse(Buffer.from(decodeURIComponent(sessionValueOf(cookie)), "base64").toString("utf8")) as string;
/** The sessions table's key for a cookie: the SHA-256 of its token. */
const storedIdOf = (cookie: string) => sha256(tokenOf(cookie));

const signedInAs = async (cookie: string) => (await api(server, "GET", "/api/auth/user", { cookie })).status;

describe("GET /api/admin/sessions", () => {
  it("lists the caller's own live sessions with exactly one current, by public id, with IP and browser", async () => {
    const { email, id: userId } = await newAdministrator();
    const laptop = await signInFrom(email, "198.51.100.20", firefoxOnWindows);
    const phone = await signInFrom(email, "2001:DB8::20", safariOnIphone);

    const fromLaptop = await api(server, "GET", "/api/admin/sessions", { cookie: laptop });
    expect(fromLaptop.status).toBe(200);
    expect(fromLaptop.headers.get("cache-control")).toBe("no-store");
    expect(fromLaptop.body).toHaveLength(2);
    for (const session of fromLaptop.body) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "id", "ip", "lastSeenAt", "userAgent"]);
      expect(isIsoTimestamp(session.createdAt) && isIsoTimestamp(session.lastSeenAt)).toBe(true);
    }
    expect(fromLaptop.body.map(({ ip, userAgent, current }: Record<string, unknown>) => ({ ip, userAgent, current }))).toEqual([
      { ip: "198.51.100.20", userAgent: firefoxOnWindows, current: true },
      { ip: "2001:db8::20", userAgent: safariOnIphone, current: false },
    ]);

    const fromPhone = await api(server, "GET", "/api/admin/sessions", { cookie: phone });
    expect(fromPhone.body.filter((session: { current: boolean }) => session.current).map((session: { ip: string }) => session.ip)).toEqual([
      "2001:db8::20",
    ]);

    // The ids are the public ones: neither a cookie's token nor the hash the table keys sessions by.
    const rows = await queryRows<{ id: string; publicId: string }>(server, 'select id, "publicId" from sessions where "userId" = ?', userId);
    expect(fromLaptop.body.map((session: { id: string }) => session.id).sort()).toEqual(rows.map((row) => row.publicId).sort());
    expect(rows.map((row) => row.id).sort()).toEqual([laptop, phone].map(storedIdOf).sort());
    const secrets = [laptop, phone].flatMap((cookie) => [sessionValueOf(cookie), tokenOf(cookie), storedIdOf(cookie)]);
    const text = JSON.stringify([fromLaptop.body, fromPhone.body]);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it("never shows another administrator's sessions, nor one that has gone idle", async () => {
    const mine = await newAdministrator();
    const theirs = await newAdministrator();
    const cookie = await signInFrom(mine.email, "198.51.100.21", firefoxOnWindows);
    const idle = await signInFrom(mine.email, "198.51.100.22", firefoxOnWindows);
    await signInFrom(theirs.email, "198.51.100.23", safariOnIphone);
    const changes = await execute(
      server,
      'update sessions set "lastSeenAt" = ? where id = ?',
      new Date(Date.now() - 61 * 60 * 1000).toISOString(),
      storedIdOf(idle),
    );
    expect(changes).toBe(1);

    const { body } = await api(server, "GET", "/api/admin/sessions", { cookie });
    expect(body.map((session: { ip: string }) => session.ip)).toEqual(["198.51.100.21"]);
  });

  it("keeps at most 256 characters of a User-Agent", async () => {
    const { email } = await newAdministrator();
    const cookie = await signInFrom(email, "198.51.100.24", `Mozilla/5.0 ${"x".repeat(2000)}`);
    const [session] = (await api(server, "GET", "/api/admin/sessions", { cookie })).body;
    expect(session.userAgent).toBe(`Mozilla/5.0 ${"x".repeat(244)}`);
  });

  it("answers 401 when signed out", async () => {
    for (const cookie of [undefined, "mahami-session=made-up"]) {
      const { status, body, headers } = await api(server, "GET", "/api/admin/sessions", { cookie });
      expect(status).toBe(401);
      expect(body).toEqual({ message: "Please sign in first." });
      expect(headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("DELETE /api/admin/sessions", () => {
  it("ends every other session of the caller (204) and keeps the current one and other people's", async () => {
    const mine = await newAdministrator();
    const theirs = await newAdministrator();
    const laptop = await signInFrom(mine.email, "198.51.100.30", firefoxOnWindows);
    const phone = await signInFrom(mine.email, "198.51.100.31", safariOnIphone);
    const tablet = await signInFrom(mine.email, "198.51.100.32", safariOnIphone);
    const someoneElse = await signInFrom(theirs.email, "198.51.100.33", firefoxOnWindows);

    const ended = await api(server, "DELETE", "/api/admin/sessions", { cookie: laptop });
    expect(ended.status).toBe(204);
    expect(ended.body).toBeNull();
    expect(ended.headers.get("cache-control")).toBe("no-store");
    expect(ended.headers.get("set-cookie")).toBeNull();

    expect(await signedInAs(phone)).toBe(401);
    expect(await signedInAs(tablet)).toBe(401);
    expect((await api(server, "GET", "/api/admin/sessions", { cookie: phone })).status).toBe(401);
    expect(await signedInAs(laptop)).toBe(200);
    expect(await signedInAs(someoneElse)).toBe(200);
    const { body } = await api(server, "GET", "/api/admin/sessions", { cookie: laptop });
    expect(body.map(({ ip, current }: { ip: string; current: boolean }) => ({ ip, current }))).toEqual([{ ip: "198.51.100.30", current: true }]);
  });

  it("answers 401 when signed out", async () => {
    const { status, body } = await api(server, "DELETE", "/api/admin/sessions");
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Please sign in first." });
  });

  it("refuses a cross-site request with 403 and ends nothing", async () => {
    const { email } = await newAdministrator();
    const here = await signInFrom(email, "198.51.100.40", firefoxOnWindows);
    const there = await signInFrom(email, "198.51.100.41", safariOnIphone);
    for (const headers of crossSiteHeaders) {
      const { status } = await api(server, "DELETE", "/api/admin/sessions", { cookie: here, headers });
      expect(status, JSON.stringify(headers)).toBe(403);
    }
    expect(await signedInAs(there)).toBe(200);
    expect((await api(server, "GET", "/api/admin/sessions", { cookie: here })).body).toHaveLength(2);
  });

  it("answers other methods with 405 and the methods it has", async () => {
    const { status, headers } = await api(server, "POST", "/api/admin/sessions", { cookie: bootstrap });
    expect(status).toBe(405);
    expect(headers.get("allow")).toBe("GET, DELETE");
  });
});

describe("the users tab without JavaScript", () => {
  it("lists one's sessions and signs out everywhere else with a form post, then a redirect and a notice", async () => {
    const { email } = await newAdministrator();
    const here = await signInFrom(email, "198.51.100.50", firefoxOnWindows);
    const there = await signInFrom(email, "2001:db8::50", safariOnIphone);
    const englishHere = `${here}; mahami-language=en`;

    const page = await (await request(server, "/admin-dashboard/users", { headers: { Cookie: englishHere } })).text();
    expect(page).toContain("Your sessions");
    expect(page).toMatch(/<bdi dir="ltr"[^>]*>198\.51\.100\.50<\/bdi>/);
    expect(page).toMatch(/<bdi dir="ltr"[^>]*>2001:db8::50<\/bdi>/);
    expect(page).toContain("This device");

    const refused = await postForm(
      server,
      "/admin-dashboard/users",
      { intent: "sign-out-others" },
      { Cookie: englishHere, Origin: "https://evil.example" },
    );
    expect(refused.status).toBe(403);
    expect(await signedInAs(there)).toBe(200);

    const posted = await postForm(server, "/admin-dashboard/users", { intent: "sign-out-others" }, { Cookie: englishHere });
    expect([302, 303]).toContain(posted.status);
    expect(posted.headers.get("location")).toBe("/admin-dashboard/users");
    expect(await signedInAs(there)).toBe(401);
    expect(await signedInAs(here)).toBe(200);

    const flash = cookiesFrom(posted);
    const after = await (await request(server, "/admin-dashboard/users", { headers: { Cookie: `${englishHere}; ${flash}` } })).text();
    expect(after).toContain("Signed out everywhere else");
    expect(after).not.toContain("2001:db8::50");
  });
});
