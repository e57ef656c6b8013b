import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { api, postApiLogin, postForm, sha256, signIn } from "../support/http";
import { startServer, type TestServer } from "../support/server";
import { createAccount } from "../support/accounts";

/*
 * The attack run of 2026-11-25 on accounts (docs/decisions/0034-attack-run-2026-11-25.md): the
 * sign-in throttles against disguised emails, races and IPv6 networks; reset links after a password
 * change; the owner's reset emails; a NUL in the sign-in form. Behind one proxy, so each test is a client of its own.
 */
let server: TestServer;
let adminCookie: string;
beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: "1" });
  adminCookie = await signIn(server, "10.7.0.1");
});
afterAll(async () => {
  await server.stop();
});

const password = "quiet-harbour-lantern";
const wrong = "not-the-password-at-all";

/** A new administrator of its own for each test, so no test spends another's budget. */
const newAccount = (name: string) => createAccount(server, `${name}@mahami.qa`, password, { by: adminCookie, ip: "10.7.0.1" });

/** The sign-in form without JavaScript: 302 signed in, 401 wrong, 429 throttled. */
const formLogin = (email: string, secret: string, ip: string) =>
  postForm(server, "/admin-login", { email, password: secret }, { "X-Forwarded-For": ip, Cookie: "mahami-language=en" });

const statusOf = async (response: Promise<Response>) => (await response).status;

/** A reset link for `userId`, written as the app writes one (only the SHA-256 of its token is stored). */
async function openResetLink(userId: number) {
  const token = `test-${crypto.randomUUID()}`;
  const now = Date.now();
  await execute(
    server,
    'insert into password_resets ("tokenHash", "userId", "createdAt", "expiresAt") values (?, ?, ?, ?)',
    sha256(token),
    userId,
    new Date(now).toISOString(),
    new Date(now + 30 * 60 * 1000).toISOString(),
  );
  return token;
}

const confirmReset = (token: string, newPassword: string, ip: string) =>
  api(server, "POST", "/api/password-reset/confirm", { ip, body: { token, password: newPassword } });

describe("the per-account sign-in throttle", () => {
  it("is one budget for every spelling of the address the form cleans to the same account", async () => {
    const { email } = await newAccount("zero-width");
    const ip = "203.0.113.21";
    for (let round = 0; round < 5; round += 1) expect(await statusOf(formLogin(email, wrong, ip))).toBe(401);
    expect(await statusOf(formLogin(email, wrong, ip))).toBe(429);
    const [local, domain] = email.split("@");
    for (const variant of [`${email}\u200B`, `zero\u0001-width@${domain}`, `\uFEFF${local}@mah\u200Bami.qa`, email.toUpperCase()]) {
      expect(await statusOf(formLogin(variant, wrong, ip)), JSON.stringify(variant)).toBe(429);
    }
    // The right password through a disguised address does not sign in while the address is blocked.
    expect(await statusOf(formLogin(`${local}@mah\u200Bami.qa`, password, ip))).toBe(429);
  });

  it("reserves each guess before checking it: concurrent wrong guesses never pass the limit", async () => {
    const { email } = await newAccount("racer");
    const ip = "203.0.113.22";
    const statuses = await Promise.all(Array.from({ length: 12 }, () => statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": ip }))));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);

    // At the fifth guess exactly: of two at once, one is checked and one refused.
    const { email: second } = await newAccount("racer-two");
    const guess = () => statusOf(postApiLogin(server, second, wrong, { "X-Forwarded-For": "203.0.113.23" }));
    for (let round = 0; round < 4; round += 1) expect(await guess()).toBe(401);
    expect((await Promise.all([guess(), guess()])).sort()).toEqual([401, 429]);
  });

  it("counts IPv6 clients by their /64", async () => {
    const { email } = await newAccount("six");
    for (let host = 1; host <= 5; host += 1) {
      expect(await statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": `2001:db8:6:7::${host}` }))).toBe(401);
    }
    expect(await statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": "2001:db8:6:7:ffff:1:2:3" }))).toBe(429);
    // The next /64 is another client.
    expect(await statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": "2001:db8:6:8::1" }))).toBe(401);
  });

  it("caps failures for one account from all addresses together, until the owner resets the password by email", async () => {
    const { id, email } = await newAccount("many-addresses");
    for (let client = 0; client < 10; client += 1) {
      for (let round = 0; round < 5; round += 1) {
        expect(await statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": `198.51.100.${client + 100}` }))).toBe(401);
      }
    }
    expect(await statusOf(postApiLogin(server, email, wrong, { "X-Forwarded-For": "198.51.100.200" }))).toBe(429);
    expect(await statusOf(postApiLogin(server, email, password, { "X-Forwarded-For": "198.51.100.201" }))).toBe(429);
    // Another account is not held up.
    const { email: other } = await newAccount("bystander");
    expect(await statusOf(postApiLogin(server, other, password, { "X-Forwarded-For": "198.51.100.202" }))).toBe(200);

    const token = await openResetLink(id);
    expect((await confirmReset(token, "a fresh reset passphrase", "198.51.100.203")).status).toBe(204);
    expect(await statusOf(postApiLogin(server, email, "a fresh reset passphrase", { "X-Forwarded-For": "198.51.100.204" }))).toBe(200);
  });
});

describe("a NUL or a disguise in the sign-in form's email", () => {
  it("is a 401 on either database, and the activity log holds the cleaned email", async () => {
    const response = await formLogin("a\u0000b\u202E@example.com", wrong, "203.0.113.31");
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("The email or password is incorrect.");
    expect(await queryRow(server, `select "actorEmail", ip from activity where action = 'auth.login-failed' order by id desc limit 1`)).toEqual({
      actorEmail: "ab@example.com",
      ip: "203.0.113.31",
    });
  });
});

describe("reset links after a password change", () => {
  it("end when an administrator sets the password", async () => {
    const { id, email } = await newAccount("set-by-admin");
    const token = await openResetLink(id);
    const changed = await api(server, "PATCH", `/api/admin/users/${id}/password`, {
      cookie: adminCookie,
      ip: "10.7.0.1",
      body: { password: "an administrator's choice" },
    });
    expect(changed.status).toBe(200);
    const used = await confirmReset(token, "the attacker's passphrase", "203.0.113.41");
    expect(used.status).toBe(400);
    expect(await statusOf(postApiLogin(server, email, "the attacker's passphrase", { "X-Forwarded-For": "203.0.113.42" }))).toBe(401);
  });

  it("end when the owner changes their own password", async () => {
    const { id, email } = await newAccount("own-change");
    const token = await openResetLink(id);
    const cookie = await signIn(server, "203.0.113.43", email, password);
    const changed = await api(server, "PATCH", `/api/admin/users/${id}/password`, {
      cookie,
      ip: "203.0.113.43",
      body: { password: "the owner's new passphrase", currentPassword: password },
    });
    expect(changed.status).toBe(200);
    expect((await confirmReset(token, "the attacker's passphrase", "203.0.113.44")).status).toBe(400);
  });
});

describe("reset emails", () => {
  const links = async (userId: number) =>
    (await queryRow<{ n: number }>(server, 'select count(*) as n from password_resets where "userId" = ?', userId)).n;
  /** How many requests for `key` a limiter has counted: each request counts before it decides. */
  const counted = async (bucket: string, key: string) =>
    (await queryRow<{ count: number } | undefined>(server, 'select "count" from rate_limits where bucket = ? and "key" = ?', bucket, key))?.count ??
    0;
  /** As if the per-address minute had passed. */
  const minutePasses = () => execute(server, `update rate_limits set "resetAt" = 0 where bucket = 'password-reset-cooldown'`);
  const ask = (email: string, ip: string) => api(server, "POST", "/api/password-reset", { ip, body: { email } });

  it("still reach the owner after someone on another network spent their hourly emails", async () => {
    const { id, email } = await newAccount("recover-me");
    for (let round = 1; round <= 3; round += 1) {
      expect((await ask(email, "192.0.2.10")).status).toBe(202);
      await expect.poll(() => links(id)).toBe(round);
      await minutePasses();
    }
    expect((await ask(email, "192.0.2.10")).status).toBe(202);
    await expect.poll(() => counted("password-reset-email", `${email}|192.0.2.10`)).toBe(4);
    expect(await links(id)).toBe(3);

    expect((await ask(email, "198.18.0.7")).status).toBe(202);
    await expect.poll(() => links(id)).toBe(4);
  });

  it("go out at most once a minute to one address, whoever asks", async () => {
    const { id, email } = await newAccount("not-bombed");
    expect((await ask(email, "192.0.2.20")).status).toBe(202);
    await expect.poll(() => links(id)).toBe(1);
    expect((await ask(email, "192.0.2.21")).status).toBe(202);
    expect((await ask(email, "192.0.2.22")).status).toBe(202);
    await expect.poll(() => counted("password-reset-cooldown", email)).toBe(3);
    expect(await links(id)).toBe(1);
    // Once a link is used, the minute is over: the mailbox holds no usable link any more.
    expect((await confirmReset(await openResetLink(id), "a passphrase from the link", "192.0.2.23")).status).toBe(204);
    expect((await ask(email, "192.0.2.24")).status).toBe(202);
    await expect.poll(() => links(id)).toBe(3);
  });
});
