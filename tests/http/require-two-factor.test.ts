import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { hashPassword } from "~/lib/password.server";
import { softwarePasskey } from "../support/authenticator";
import { execute, queryRow } from "../support/database";
import { postForm, publicHtml, signIn } from "../support/http";
import { inBothLanguages, publicPaths } from "../support/site";
import { api, request } from "../support/openapi";
import { adminPassword, useServer } from "../support/server";

/** REQUIRE_2FA=true (docs/decisions/0040-two-factor-and-passkeys.md): without a second factor, only enrolment and signing out. */
const server = useServer({ TRUST_PROXY: "1", REQUIRE_2FA: "true" });

describe("REQUIRE_2FA=true", () => {
  it("keeps every door to the drafts shut to an administrator without a second factor: ?preview=1 on every public page, and the preview banner's publish and discard", async () => {
    const cookie = await signIn(server, "10.43.0.2");
    const draftText = "DRAFT-NOT-READY-2FA";
    const { id } = await queryRow<{ id: number }>(server, "select id from content_items where key = 'teachers.hero.title'");
    await execute(
      server,
      `insert into content_drafts ("contentItemId", "valueAr", "valueEn", "createdAt", "updatedAt") values (?, ?, ?, ?, ?)`,
      id,
      draftText,
      draftText,
      new Date().toISOString(),
      new Date().toISOString(),
    );
    for (const path of inBothLanguages(publicPaths)) {
      const preview = await request(server, `${path}?preview=1`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(preview.status, path).toBe(302);
      expect(preview.headers.get("location"), path).toBe(path);
    }
    for (const intent of ["publish", "discard"]) {
      const posted = await postForm(server, "/admin-preview", { intent, page: "teachers", return: "/teachers" }, { Cookie: cookie });
      expect(posted.status, intent).toBe(302);
      expect(posted.headers.get("location"), intent).toBe("/admin-dashboard/security");
    }
    expect(await queryRow(server, `select "valueAr" from content_drafts where "contentItemId" = ?`, id)).toEqual({ valueAr: draftText });
    expect(await publicHtml(server, "/teachers")).not.toContain(draftText);
    expect(await queryRow(server, "select count(*) as count from activity where action like 'draft.%'")).toEqual({ count: 0 });
  });

  it("lets an administrator without a second factor reach only enrolment, until they set one up", async () => {
    const cookie = await signIn(server, "10.43.0.1");
    const refused = await api(server, "GET", "/api/admin/content", { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "This site requires two-factor sign-in: set up an authenticator app or a passkey first." });
    expect((await api(server, "GET", "/api/admin/users", { cookie })).status).toBe(403);

    const dashboard = await request(server, "/admin-dashboard/users", { headers: { Cookie: cookie }, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toBe("/admin-dashboard/security");
    const security = await request(server, "/admin-dashboard/security", { headers: { Cookie: `${cookie}; mahami-language=en` } });
    expect(security.status).toBe(200);
    expect(await security.text()).toContain("This site requires two-factor sign-in. Set up an authenticator app or a passkey to continue.");
    expect((await api(server, "GET", "/api/admin/account/passkeys", { cookie })).status).toBe(200);

    const { secret } = (await api(server, "POST", "/api/admin/account/totp", { cookie, body: { password: adminPassword } })).body as {
      secret: string;
    };
    const confirmed = await api(server, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await generate({ secret }) } });
    expect(confirmed.status).toBe(200);
    expect((await api(server, "GET", "/api/admin/content", { cookie })).status).toBe(200);
    expect((await request(server, "/admin-dashboard/users", { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("refuses the password of an account whose only second factor is a passkey and points to the passkey; the passkey signs in (audit 2026-11-28 R3)", async () => {
    const email = `passkey-only-${Date.now()}@mahami.qa`;
    const password = "a long enough passphrase";
    await execute(server, 'insert into users (email, "passwordHash", role) values (?, ?, ?)', email, await hashPassword(password), "administrator");
    // Without any second factor, the password opens enrolment only; a passkey is added with the password.
    const cookie = await signIn(server, "10.43.1.1", email, password);
    const passkey = softwarePasskey();
    const options = await api(server, "POST", "/api/admin/account/passkeys/options", { cookie, body: { password } });
    expect(options.status).toBe(200);
    expect(
      (
        await api(server, "POST", "/api/admin/account/passkeys", {
          cookie,
          body: { name: "Phone", response: passkey.register(options.body, server.url) },
        })
      ).status,
    ).toBe(201);

    // The password alone no longer signs in: the API and the sign-in page say to use the passkey, and no session starts.
    const refused = await api(server, "POST", "/api/login", { body: { email, password }, ip: "10.43.1.2" });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      message: "This account signs in with its passkey, not with the password alone.",
      passkeyRequired: true,
    });
    expect(refused.headers.getSetCookie().some((one) => one.includes("mahami-session="))).toBe(false);
    for (const [language, text] of [
      ["en", "This account signs in with its passkey. Use “Continue with a passkey” below."],
      ["ar", "يُسجَّل الدخول إلى هذا الحساب بمفتاح المرور. استخدم زر «الدخول بمفتاح المرور» أدناه."],
    ] as const) {
      const form = await postForm(
        server,
        "/admin-login",
        { email, password, intent: "login" },
        { "X-Forwarded-For": "10.43.1.3", Cookie: `mahami-language=${language}` },
      );
      expect(form.status).toBe(401);
      expect(await form.text()).toContain(text);
      expect(form.headers.getSetCookie().some((one) => one.includes("mahami-session="))).toBe(false);
    }
    // A wrong password still gets the ordinary answer: nothing tells which accounts have a passkey.
    expect((await api(server, "POST", "/api/login", { body: { email, password: "not the password" }, ip: "10.43.1.4" })).body).toEqual({
      message: "The email or password is incorrect.",
    });

    const signInOptions = await api(server, "POST", "/api/passkey-login/options", { body: {}, ip: "10.43.1.5" });
    const signedIn = await api(server, "POST", "/api/passkey-login", {
      body: { response: passkey.signIn(signInOptions.body, server.url) },
      ip: "10.43.1.5",
    });
    expect(signedIn.status).toBe(200);
    const passkeyCookie = signedIn.headers
      .getSetCookie()
      .map((one) => one.split(";")[0])
      .join("; ");
    expect((await api(server, "GET", "/api/admin/content", { cookie: passkeyCookie })).status).toBe(200);
    expect(
      await queryRow(server, `select summary from activity where action = 'auth.login' and "actorEmail" = ? order by id desc limit 1`, email),
    ).toEqual({
      summary: "passkey",
    });
  });

  it("is validated at start-up: only true or false", () => {
    expect(parseEnv({ REQUIRE_2FA: "true" }).REQUIRE_2FA).toBe(true);
    expect(parseEnv({}).REQUIRE_2FA).toBe(false);
    expect(() => parseEnv({ REQUIRE_2FA: "yes" })).toThrow(/REQUIRE_2FA: must be true or false/);
  });
});
