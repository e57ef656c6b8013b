import { describe, expect, it } from "vitest";
import { execute, queryRow } from "../support/database";
import { softwarePasskey } from "../support/authenticator";
import { postForm, sha256, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";
import { codeAt, freshIp, newAccount } from "../support/accounts";

/**
 * A second factor is added or removed only with the password (security audit 2026-11-28, R2;
 * docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md): a session alone, such as a copied
 * cookie, cannot plant a passkey or an authenticator app, nor remove the owner's passkey.
 */
const server = useServer({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";

const newAdministrator = (name: string) => newAccount(server, name, password);

const wrongPassword = { message: "Some fields are missing or not valid.", errors: { password: ["The current password is incorrect."] } };
const missingPassword = { message: "Some fields are missing or not valid.", errors: { password: ["Please enter your current password."] } };

/** Registers a software passkey for the signed-in user: the options (with the password), then the answer. */
async function addPasskey(cookie: string, name: string) {
  const passkey = softwarePasskey();
  const options = await api(server, "POST", "/api/admin/account/passkeys/options", { cookie, body: { password } });
  expect(options.status).toBe(200);
  const added = await api(server, "POST", "/api/admin/account/passkeys", {
    cookie,
    body: { name, response: passkey.register(options.body, server.url) },
  });
  expect(added.status).toBe(201);
  return passkey;
}

describe("adding a passkey", () => {
  it("needs the password before the options: without it or with a wrong one 400 beside the field, no challenge; with it 200 and the passkey signs in", async () => {
    const user = await newAdministrator("passkey-reauth");
    const challenges = () => queryRow<{ n: number }>(server, 'select count(*) as n from webauthn_challenges where "userId" = ?', user.id);

    expect((await api(server, "POST", "/api/admin/account/passkeys/options", { cookie: user.cookie, body: {} })).body).toEqual(missingPassword);
    const wrong = await api(server, "POST", "/api/admin/account/passkeys/options", { cookie: user.cookie, body: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(wrongPassword);
    expect(await challenges()).toEqual({ n: 0 });
    // In Arabic too.
    const arabic = await request(server, "/api/admin/account/passkeys/options", {
      method: "POST",
      headers: { Cookie: `mahami-language=ar; ${user.cookie}`, "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
      body: JSON.stringify({ password: "not the password" }),
    });
    expect(arabic.status).toBe(400);
    expect(((await arabic.json()) as { errors: { password: string[] } }).errors.password).toEqual(["كلمة المرور الحالية غير صحيحة."]);

    // An answer made without options from a password-checked request has no challenge to match: refused.
    const stray = softwarePasskey().register({ challenge: "bm8tc3VjaC1jaGFsbGVuZ2U", rp: { id: "127.0.0.1" } }, server.url);
    expect((await api(server, "POST", "/api/admin/account/passkeys", { cookie: user.cookie, body: { name: "Thief", response: stray } })).status).toBe(
      400,
    );

    const passkey = await addPasskey(user.cookie, "Work laptop");
    const signInOptions = await api(server, "POST", "/api/passkey-login/options", { body: {}, ip: freshIp() });
    const signedIn = await api(server, "POST", "/api/passkey-login", {
      body: { response: passkey.signIn(signInOptions.body, server.url) },
      ip: freshIp(),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(user.email);
  });

  it("counts a wrong password as a sign-in guess: the sixth from one address is 429, even with the right one", async () => {
    const user = await newAdministrator("passkey-guess");
    const ip = freshIp();
    const statuses = [];
    for (let round = 0; round < 5; round++) {
      statuses.push(
        (await api(server, "POST", "/api/admin/account/passkeys/options", { cookie: user.cookie, body: { password: `guess-${round}` }, ip })).status,
      );
    }
    const sixth = await api(server, "POST", "/api/admin/account/passkeys/options", { cookie: user.cookie, body: { password }, ip });
    expect([...statuses, sixth.status]).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("removing a passkey", () => {
  it("needs the password: without it or with a wrong one 400 and the passkey stays; with it 204", async () => {
    const user = await newAdministrator("passkey-remove");
    const passkey = await addPasskey(user.cookie, "Phone");
    const path = `/api/admin/account/passkeys/${passkey.id}`;
    expect((await api(server, "DELETE", path, { cookie: user.cookie, body: {} })).body).toEqual(missingPassword);
    const wrong = await api(server, "DELETE", path, { cookie: user.cookie, body: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(wrongPassword);
    expect(await queryRow(server, 'select count(*) as n from passkeys where "userId" = ?', user.id)).toEqual({ n: 1 });
    expect((await api(server, "DELETE", path, { cookie: user.cookie, body: { password } })).status).toBe(204);
    expect(await queryRow(server, 'select count(*) as n from passkeys where "userId" = ?', user.id)).toEqual({ n: 0 });
  });
});

describe("setting up an authenticator app", () => {
  it("needs the password before a key is made: without it or with a wrong one 400 and no key; with it 201", async () => {
    const user = await newAdministrator("totp-reauth");
    expect((await api(server, "POST", "/api/admin/account/totp", { cookie: user.cookie, body: {} })).body).toEqual(missingPassword);
    const wrong = await api(server, "POST", "/api/admin/account/totp", { cookie: user.cookie, body: { password: "not the password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(wrongPassword);
    expect(await queryRow(server, 'select count(*) as n from user_totp where "userId" = ?', user.id)).toEqual({ n: 0 });
    expect((await api(server, "POST", "/api/admin/account/totp", { cookie: user.cookie, body: { password } })).status).toBe(201);
  });

  it("takes the confirming code within ten minutes of the password only: an older pending key is refused and not shown", async () => {
    const user = await newAdministrator("totp-stale");
    const started = await api(server, "POST", "/api/admin/account/totp", { cookie: user.cookie, body: { password } });
    expect(started.status).toBe(201);
    await execute(server, 'update user_totp set "createdAt" = ? where "userId" = ?', new Date(Date.now() - 11 * 60 * 1000).toISOString(), user.id);
    const security = await request(server, "/admin-dashboard/security", { headers: { Cookie: `${user.cookie}; mahami-language=en` } });
    expect(await security.text()).not.toContain('data-testid="totp-qr"');
    const late = await api(server, "POST", "/api/admin/account/totp/confirm", {
      cookie: user.cookie,
      body: { code: await codeAt(started.body.secret as string) },
    });
    expect(late.status).toBe(400);
  });
});

describe("a password reset and signing out everywhere else", () => {
  const passkeysOf = (userId: number) => queryRow<{ n: number }>(server, 'select count(*) as n from passkeys where "userId" = ?', userId);

  /** A usable reset link for the user, as the email would carry it. */
  async function resetToken(userId: number) {
    const token = `reset-token-${userId}-${Date.now()}`;
    const now = new Date().toISOString();
    await execute(
      server,
      'insert into password_resets ("tokenHash", "userId", "createdAt", "expiresAt") values (?, ?, ?, ?)',
      sha256(token),
      userId,
      now,
      new Date(Date.now() + 60_000).toISOString(),
    );
    return token;
  }

  async function passkeySignIn(passkey: ReturnType<typeof softwarePasskey>) {
    const options = await api(server, "POST", "/api/passkey-login/options", { body: {}, ip: freshIp() });
    return api(server, "POST", "/api/passkey-login", { body: { response: passkey.signIn(options.body, server.url) }, ip: freshIp() });
  }

  it("a reset keeps the passkeys unless asked: with removePasskeys a passkey planted before signs in no more", async () => {
    const user = await newAdministrator("reset-passkeys");
    const planted = await addPasskey(user.cookie, "Planted");
    const kept = await api(server, "POST", "/api/password-reset/confirm", {
      ip: freshIp(),
      body: { token: await resetToken(user.id), password: "another long passphrase" },
    });
    expect(kept.status).toBe(204);
    expect(await passkeysOf(user.id)).toEqual({ n: 1 });

    const removed = await api(server, "POST", "/api/password-reset/confirm", {
      ip: freshIp(),
      body: { token: await resetToken(user.id), password: "yet another long passphrase", removePasskeys: true },
    });
    expect(removed.status).toBe(204);
    expect(await passkeysOf(user.id)).toEqual({ n: 0 });
    expect((await passkeySignIn(planted)).status).toBe(400);
  });

  it("the reset page offers it (a plain form): the checkbox removes the passkeys", async () => {
    const user = await newAdministrator("reset-page-passkeys");
    await addPasskey(user.cookie, "Planted");
    const token = await resetToken(user.id);
    const page = await request(server, `/admin-reset-password?token=${token}`, { headers: { Cookie: "mahami-language=en" } });
    expect(await page.text()).toContain("Also remove my passkeys");
    const fields = {
      token,
      password: "another long passphrase",
      confirmPassword: "another long passphrase",
      removePasskeys: "on",
      intent: "reset-password",
    };
    const answer = await postForm(server, "/admin-reset-password", fields, { "X-Forwarded-For": freshIp() });
    expect(answer.status).toBe(302);
    expect(await passkeysOf(user.id)).toEqual({ n: 0 });
  });

  it("DELETE /api/admin/sessions {removePasskeys} needs the password: a wrong one is 400 and ends nothing; the right one removes them", async () => {
    const user = await newAdministrator("sessions-passkeys");
    const planted = await addPasskey(user.cookie, "Planted");
    const elsewhere = await signIn(server, freshIp(), user.email, password);
    const wrong = await api(server, "DELETE", "/api/admin/sessions", {
      cookie: user.cookie,
      body: { removePasskeys: true, password: "not the password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(wrongPassword);
    expect((await api(server, "GET", "/api/auth/user", { cookie: elsewhere })).status).toBe(200);
    expect(await passkeysOf(user.id)).toEqual({ n: 1 });

    expect((await api(server, "DELETE", "/api/admin/sessions", { cookie: user.cookie, body: { removePasskeys: true, password } })).status).toBe(204);
    expect((await api(server, "GET", "/api/auth/user", { cookie: elsewhere })).status).toBe(401);
    expect(await passkeysOf(user.id)).toEqual({ n: 0 });
    expect((await passkeySignIn(planted)).status).toBe(400);
    // Without a body it signs out everywhere else, as before.
    expect((await api(server, "DELETE", "/api/admin/sessions", { cookie: user.cookie })).status).toBe(204);
  });
});
