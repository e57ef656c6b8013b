import { describe, expect, it } from "vitest";
import { queryRow, queryRows } from "../support/database";
import { postForm, signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { useServer } from "../support/server";
import { enrolAuthenticator, freshIp, newAccount } from "../support/accounts";

/**
 * New recovery codes without turning two-factor off and on (docs/decisions/0040-two-factor-and-passkeys.md):
 * POST /api/admin/account/recovery-codes {password} replaces the ten codes at once.
 */
const server = useServer({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";
const path = "/api/admin/account/recovery-codes";
const codeShape = /^[abcdefghjkmnpqrstuvwxyz23456789]{5}-[abcdefghjkmnpqrstuvwxyz23456789]{5}$/;

/** A new user (an administrator unless `role` says otherwise), signed in: id, email and session cookie. */
const newUser = (name: string, role: "administrator" | "editor" = "administrator") => newAccount(server, name, password, role);

/** A new user with an authenticator app on: the old recovery codes from the enrolment. */
async function enrolled(name: string, role: "administrator" | "editor" = "administrator") {
  const user = await newUser(name, role);
  const { recoveryCodes } = await enrolAuthenticator(server, user.cookie, password);
  return { ...user, recoveryCodes };
}

const login = (email: string, code: string) => api(server, "POST", "/api/login", { body: { email, password, code }, ip: freshIp() });
const codesLeft = (userId: number) =>
  queryRow<{ n: number }>(server, 'select count(*) as n from recovery_codes where "userId" = ? and "usedAt" is null', userId).then((row) =>
    Number(row.n),
  );

describe("POST /api/admin/account/recovery-codes", () => {
  it("answers ten new distinct codes; the old ones stop working at once, each new one works once; logged", async () => {
    const user = await enrolled("renew");
    // One old code used first: the renewal gives ten again, not nine.
    expect((await login(user.email, user.recoveryCodes[0])).body.recoveryCodesLeft).toBe(9);

    const renewed = await api(server, "POST", path, { cookie: user.cookie, body: { password }, ip: freshIp() });
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body)).toEqual(["recoveryCodes"]);
    const codes = renewed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(codeShape);
    expect(new Set(codes).size).toBe(10);
    expect(codes.filter((code) => user.recoveryCodes.includes(code))).toEqual([]);
    expect(await codesLeft(user.id)).toBe(10);
    // Only keyed hashes are stored, never the codes.
    const stored = await queryRows<{ codeHash: string }>(server, 'select "codeHash" from recovery_codes where "userId" = ?', user.id);
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) for (const code of codes) expect(codeHash).not.toContain(code.replace("-", "").slice(0, 5));

    // An old, unused code is refused at sign-in; a new one works once.
    const old = await login(user.email, user.recoveryCodes[1]);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ message: "The code was not accepted. Check it and try again.", twoFactorRequired: true });
    const fresh = await login(user.email, codes[3]);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ id: user.id, email: user.email, role: "administrator", recoveryCodesLeft: 9 });
    expect((await login(user.email, codes[3])).status).toBe(401);

    expect(
      await queryRows(
        server,
        `select "actorEmail", entity, "entityId", summary from activity where action = 'two-factor.new-recovery-codes' and "entityId" = ?`,
        user.id,
      ),
    ).toEqual([{ actorEmail: user.email, entity: "user", entityId: user.id, summary: user.email }]);
    // The activity tab's action filter knows it, in both languages.
    const admin = await signIn(server, freshIp());
    for (const [language, label] of [
      ["en", "New recovery codes made"],
      ["ar", "إنشاء رموز استرداد جديدة"],
    ]) {
      const tab = await request(server, "/admin-dashboard/activity?action=two-factor.new-recovery-codes", {
        headers: { Cookie: `${admin}; mahami-language=${language}` },
      });
      expect(tab.status).toBe(200);
      const html = await tab.text();
      expect(html).toContain(`<option value="two-factor.new-recovery-codes" selected="">${label}</option>`);
      expect(html).toContain(user.email);
    }
  });

  it("refuses a wrong or missing password with 400 in the request's language and changes nothing; wrong ones count toward the throttle", async () => {
    const user = await enrolled("wrong-password");
    const ip = freshIp();
    const wrong = await api(server, "POST", path, { cookie: user.cookie, body: { password: "not the password" }, ip });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "Some fields are missing or not valid.", errors: { password: ["The current password is incorrect."] } });

    const arabic = await request(server, path, {
      method: "POST",
      headers: { Cookie: `mahami-language=ar; ${user.cookie}`, "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify({ password: "not the password" }),
    });
    expect(arabic.status).toBe(400);
    expect(await arabic.json()).toEqual({ message: "بعض الحقول ناقصة أو غير صالحة.", errors: { password: ["كلمة المرور الحالية غير صحيحة."] } });

    const missing = await api(server, "POST", path, { cookie: user.cookie, body: {}, ip });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.password).toEqual(["Please enter your current password."]);
    expect((await api(server, "POST", path, { cookie: user.cookie, rawBody: "not json", ip })).status).toBe(400);

    // Nothing changed: the ten old codes are still there, no entry was written, and an old code still signs in.
    expect(await codesLeft(user.id)).toBe(10);
    expect(
      await queryRow(server, `select count(*) as n from activity where action = 'two-factor.new-recovery-codes' and "entityId" = ?`, user.id),
    ).toEqual({
      n: 0,
    });
    expect((await login(user.email, user.recoveryCodes[0])).status).toBe(200);

    // The same throttle as every password check: three more wrong ones from this address, then even the right one is 429.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await api(server, "POST", path, { cookie: user.cookie, body: { password: `wrong ${attempt}` }, ip })).status).toBe(400);
    }
    const throttled = await api(server, "POST", path, { cookie: user.cookie, body: { password }, ip });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await codesLeft(user.id)).toBe(9);
  });

  it("answers 409 without an authenticator app on (none, or one not yet confirmed), 401 signed out", async () => {
    const user = await newUser("not-enrolled");
    const none = await api(server, "POST", path, { cookie: user.cookie, body: { password }, ip: freshIp() });
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ message: "Two-factor sign-in is not on for this account." });
    expect((await api(server, "POST", "/api/admin/account/totp", { cookie: user.cookie, body: { password } })).status).toBe(201);
    const pending = await request(server, path, {
      method: "POST",
      headers: { Cookie: `mahami-language=ar; ${user.cookie}`, "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
      body: JSON.stringify({ password }),
    });
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ message: "التحقق بخطوتين غير مفعّل لهذا الحساب." });
    expect(await codesLeft(user.id)).toBe(0);

    expect((await api(server, "POST", path, { body: { password } })).status).toBe(401);
    expect((await api(server, "GET", path, { cookie: user.cookie })).status).toBe(405);
  });

  it("takes five renewals at once: one set of ten codes is left, never two", async () => {
    const user = await enrolled("race");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api(server, "POST", path, { cookie: user.cookie, body: { password }, ip: freshIp() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await queryRow(server, 'select count(*) as n from recovery_codes where "userId" = ?', user.id)).toEqual({ n: 10 });
  });

  it("lets an editor renew their own codes, as they manage their own two-factor", async () => {
    const editor = await enrolled("editor-renew", "editor");
    const renewed = await api(server, "POST", path, { cookie: editor.cookie, body: { password }, ip: freshIp() });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await login(editor.email, editor.recoveryCodes[0])).status).toBe(401);
  });

  it("the Security tab's form without JavaScript: a wrong password is 400 with the message on the field; the right one shows ten new codes", async () => {
    const user = await enrolled("dashboard-form");
    const headers = { Cookie: `${user.cookie}; mahami-language=en`, "X-Forwarded-For": freshIp() };
    const fields = { intent: "recovery-codes-renew" };
    const wrong = await postForm(server, "/admin-dashboard/security", { ...fields, password: "not the password" }, headers);
    expect(wrong.status).toBe(400);
    const refused = await wrong.text();
    expect(refused).toContain("The current password is incorrect.");
    expect(refused).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="password"|<input[^>]*name="password"[^>]*aria-invalid="true"/);
    expect(refused).not.toContain('data-testid="recovery-codes"');
    expect(await codesLeft(user.id)).toBe(10);

    const right = await postForm(server, "/admin-dashboard/security", { ...fields, password }, headers);
    expect(right.status).toBe(200);
    const page = await right.text();
    expect(page).toContain("New recovery codes are ready. Your old ones no longer work.");
    const shown = [...page.matchAll(/<li[^>]*>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((match) => match[1]);
    expect(shown).toHaveLength(10);
    expect((await login(user.email, user.recoveryCodes[0])).status).toBe(401);
    expect((await login(user.email, shown[0])).status).toBe(200);
  });
});
