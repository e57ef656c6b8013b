import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ar from "~/locales/ar";
import en from "~/locales/en";
import { execute, queryRow, queryRows } from "../support/database";
import { api, postApiLogin, postForm, request, signIn } from "../support/http";
import { api as checkedApi } from "../support/openapi";
import { useServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

/*
 * Invitations (docs/decisions/0039-roles.md): an administrator invites by email from the Accounts
 * tab (a plain form post, as without JavaScript); the real SMTP server on loopback receives the email
 * in the chosen language; its link sets the invitee's own password once, within 72 hours; a resend
 * kills the old link; a withdrawal removes the account; an editor cannot invite. Each step logged.
 */

let smtp: TestSmtpServer;
const env: Record<string, string> = { TRUST_PROXY: "1", MAIL_FROM: "Mahami <no-reply@mahami.qa>", PUBLIC_URL: "http://127.0.0.1" };
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.stop();
});
const server = useServer(env);

let admin: string;
beforeAll(async () => {
  admin = await signIn(server, "10.38.0.1");
});

const tab = "/admin-dashboard/users";
const dashboardPost = (fields: Record<string, string>, language: "ar" | "en" = "ar", cookie = admin, ip = "10.38.0.1") =>
  postForm(server, tab, fields, { Cookie: `${cookie}; mahami-language=${language}`, "X-Forwarded-For": ip });
const tokenIn = (text: string | undefined) => text?.match(/http:\/\/127\.0\.0\.1\/admin-accept-invitation\?token=([\w-]+)/)?.[1];
const acceptPage = (token: string, language: "ar" | "en") =>
  request(server, `/admin-accept-invitation?token=${token}`, { headers: { Cookie: `mahami-language=${language}` } });
const accept = (token: string, password: string, language: "ar" | "en" = "ar", ip = "10.38.1.1") =>
  postForm(
    server,
    "/admin-accept-invitation",
    { token, password, confirmPassword: password },
    { Cookie: `mahami-language=${language}`, "X-Forwarded-For": ip },
  );
const userOf = (email: string) => queryRow<{ id: number; role: string } | undefined>(server, "select id, role from users where email = ?", email);
const activity = (action: string) =>
  queryRows<{ actorEmail: string; summary: string }>(server, `select "actorEmail", summary from activity where action = ? order by id`, action);

describe("inviting a person", () => {
  it("emails a one-time link in the chosen language that sets their own password, then they sign in", async () => {
    const sent = await dashboardPost({ intent: "invite", email: "maryam@mahami.qa", name: "مريم", role: "editor", locale: "ar" });
    expect(sent.status).toBe(302);
    const mail = await smtp.waitFor((message) => addressed(message, "maryam@mahami.qa"));
    expect(mail.subject).toBe(ar.email.invitation.subject);
    expect(mail.text).toContain("مرحباً مريم،");
    expect(mail.text).toContain("«محرّر»");
    expect(mail.html).toContain('dir="rtl"');
    const token = tokenIn(mail.text)!;
    expect(token).toBeTruthy();
    // Only the token's SHA-256 is stored; the account exists, editor, without a password anyone knows.
    const stored = await queryRow<{ tokenHash: string; expiresAt: string }>(server, 'select "tokenHash", "expiresAt" from invitations');
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(Date.parse(stored.expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    expect(await userOf("maryam@mahami.qa")).toMatchObject({ role: "editor" });

    // The tab lists it as pending, with its expiry in a <bdi><time>.
    const list = await (await request(server, tab, { headers: { Cookie: `${admin}; mahami-language=ar` } })).text();
    expect(list).toContain("بانتظار قبول الدعوة");
    expect(list).toMatch(/<bdi><time dateTime="[^"]+">/);

    expect((await acceptPage(token, "ar")).status).toBe(200);
    const weak = await accept(token, "password123");
    expect(weak.status).toBe(400);
    const done = await accept(token, "a saffron lantern by the bay");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin-login");
    expect((await postApiLogin(server, "maryam@mahami.qa", "a saffron lantern by the bay", { "X-Forwarded-For": "10.38.1.2" })).status).toBe(200);

    // A used link: 410 with its own message, in each language; the password stays.
    const reusedAr = await acceptPage(token, "ar");
    expect(reusedAr.status).toBe(410);
    expect(await reusedAr.text()).toContain(ar.admin.invitation.usedToken);
    const reusedPost = await accept(token, "another long passphrase here", "en");
    expect(reusedPost.status).toBe(410);
    expect(await reusedPost.text()).toContain(en.admin.invitation.usedToken);

    // The list now shows the second factor and the last sign-in, and no longer the invitation.
    const after = await (await request(server, tab, { headers: { Cookie: `${admin}; mahami-language=en` } })).text();
    expect(after).not.toContain("Invitation pending");
    expect(after).toContain("Last sign-in:");
    expect(after).toContain('<dt>Two-factor:</dt><dd class="font-semibold text-slate-900">Off</dd>');

    expect(await activity("user.invite")).toEqual([{ actorEmail: "admin@mahami.qa", summary: "maryam@mahami.qa" }]);
    expect(await activity("user.invite-accept")).toEqual([{ actorEmail: "maryam@mahami.qa", summary: "maryam@mahami.qa" }]);
    const logged = await queryRows<{ summary: string }>(server, "select summary from activity");
    expect(logged.map((row) => row.summary).join(" ")).not.toContain(token);
  });

  it("refuses an expired link with 410 and a localized message, and a resend kills the old link", async () => {
    await dashboardPost({ intent: "invite", email: "khalid@mahami.qa", role: "administrator", locale: "en" });
    const first = await smtp.waitFor((message) => addressed(message, "khalid@mahami.qa"));
    expect(first.subject).toBe(en.email.invitation.subject);
    expect(first.text).toContain("as an administrator");
    const firstToken = tokenIn(first.text)!;
    const { id } = (await userOf("khalid@mahami.qa"))!;

    await execute(server, 'update invitations set "expiresAt" = ? where "userId" = ?', new Date(Date.now() - 1000).toISOString(), id);
    const expiredAr = await acceptPage(firstToken, "ar");
    expect(expiredAr.status).toBe(410);
    expect(await expiredAr.text()).toContain(ar.admin.invitation.expiredToken);
    const expiredPost = await accept(firstToken, "a saffron lantern by the bay", "en", "10.38.2.1");
    expect(expiredPost.status).toBe(410);
    expect(await expiredPost.text()).toContain(en.admin.invitation.expiredToken);

    const resent = await dashboardPost({ intent: "resend-invitation", id: String(id) });
    expect(resent.status).toBe(302);
    const second = await smtp.waitFor((message) => addressed(message, "khalid@mahami.qa") && message !== first);
    const secondToken = tokenIn(second.text)!;
    expect(secondToken).not.toBe(firstToken);
    const dead = await acceptPage(firstToken, "en");
    expect(dead.status).toBe(400);
    expect(await dead.text()).toContain(en.admin.invitation.invalidToken);
    expect((await accept(secondToken, "a harbour of quiet lanterns", "ar", "10.38.2.2")).status).toBe(302);
    // Accepted but not signed in yet: the list says so.
    const list = await (await request(server, tab, { headers: { Cookie: `${admin}; mahami-language=ar` } })).text();
    expect(list).toContain("لم يسجّل الدخول بعد");
    expect(await activity("user.invite-resend")).toEqual([{ actorEmail: "admin@mahami.qa", summary: "khalid@mahami.qa" }]);
  });

  it("withdraws a pending invitation with its account, and refuses a taken email with a localized message", async () => {
    await dashboardPost({ intent: "invite", email: "noura@mahami.qa", role: "editor", locale: "ar" });
    const mail = await smtp.waitFor((message) => addressed(message, "noura@mahami.qa"));
    const { id } = (await userOf("noura@mahami.qa"))!;
    const taken = await dashboardPost({ intent: "invite", email: "NOURA@mahami.qa", role: "editor", locale: "ar" });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain(ar.admin.toasts.accountExists);

    expect((await dashboardPost({ intent: "withdraw-invitation", id: String(id) })).status).toBe(302);
    expect(await userOf("noura@mahami.qa")).toBeUndefined();
    expect((await acceptPage(tokenIn(mail.text)!, "ar")).status).toBe(400);
    expect(await activity("user.invite-withdraw")).toEqual([{ actorEmail: "admin@mahami.qa", summary: "noura@mahami.qa" }]);
    // Nothing pending any more: a second withdrawal or a resend is refused with a toast, never a 500.
    expect((await dashboardPost({ intent: "withdraw-invitation", id: String(id) })).status).toBe(302);
    expect((await dashboardPost({ intent: "resend-invitation", id: "1" })).status).toBe(302);
  });

  it("refuses an editor (403) and bad input (400, localized, nothing lost)", async () => {
    const password = "an editor's long passphrase 7";
    const created = await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email: "editor@mahami.qa", password, role: "editor" } });
    expect(created.status).toBe(201);
    const editor = await signIn(server, "10.38.3.1", "editor@mahami.qa", password);
    const refused = await dashboardPost({ intent: "invite", email: "eve@mahami.qa", role: "administrator", locale: "en" }, "en", editor, "10.38.3.1");
    expect(refused.status).toBe(403);
    expect(await userOf("eve@mahami.qa")).toBeUndefined();

    const bad = await dashboardPost({ intent: "invite", email: "not-an-email", name: "سارة", role: "editor", locale: "ar" });
    expect(bad.status).toBe(400);
    const body = await bad.text();
    expect(body).toContain(ar.validation.invalidEmail);
    expect(body).toContain('value="سارة"');
  });
});

describe("the last administrator rule and a pending invitation", () => {
  it("does not count an invited administrator who has not accepted: the only active one can be neither demoted nor deleted", async () => {
    const me = await api(server, "GET", "/api/auth/user", { cookie: admin });
    const adminId = me.body.id as number;
    expect(await dashboardPost({ intent: "invite", email: "huda@mahami.qa", role: "administrator", locale: "en" })).toMatchObject({ status: 302 });
    const mail = await smtp.waitFor((message) => addressed(message, "huda@mahami.qa"));
    const invitee = (await userOf("huda@mahami.qa"))!;
    expect(invitee.role).toBe("administrator");
    // Any other active administrator left by an earlier test is made an editor here, so the signed-in one is the only one.
    await execute(server, `update users set role = 'editor' where role = 'administrator' and id not in (?, ?)`, adminId, invitee.id);

    const demote = await api(server, "PATCH", `/api/admin/users/${adminId}`, { cookie: admin, body: { role: "editor" } });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: en.api.lastAdministratorRole });
    const remove = await api(server, "DELETE", `/api/admin/users/${adminId}`, { cookie: admin });
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({ message: en.api.lastAdministrator });
    // Nor is the invitee told of a parent's message (personal data; the address may be mistyped) until they accept.
    const contact = await api(server, "POST", "/api/contact", {
      ip: "10.38.4.2",
      body: { name: "Sara Ali", email: "sara@example.com", subject: "Question", message: "How do rewards reach the wallet?" },
    });
    expect(contact.status).toBe(201);
    // (No earlier test of this file sends a contact message.)
    const notified = await queryRows<{ recipient: string }>(server, `select recipient from outbox where kind = 'contact-notification' order by id`);
    expect(notified.map((row) => row.recipient)).toEqual(["admin@mahami.qa"]);
    // The same through the Accounts tab's form (no JavaScript): a notice, the role unchanged.
    const form = await dashboardPost({ intent: "role", id: String(adminId), role: "editor" }, "en");
    expect(form.status).toBe(302);
    expect(await userOf("admin@mahami.qa")).toMatchObject({ role: "administrator" });
    expect(await activity("user.role")).toEqual([]);

    // Once the invitee has chosen a password, there are two: the first may step down.
    expect((await accept(tokenIn(mail.text)!, "a lighthouse of patient harbours", "en", "10.38.4.1")).status).toBe(302);
    const stepDown = await api(server, "PATCH", `/api/admin/users/${adminId}`, { cookie: admin, body: { role: "editor" } });
    expect(stepDown.status).toBe(200);
    expect(await activity("user.role")).toEqual([{ actorEmail: "admin@mahami.qa", summary: "admin@mahami.qa|administrator|editor" }]);
    await execute(server, `update users set role = 'administrator' where id = ?`, adminId);
  });

  it("lets a pending invited administrator be made an editor or deleted while another administrator is active", async () => {
    await dashboardPost({ intent: "invite", email: "reem@mahami.qa", role: "administrator", locale: "ar" });
    await smtp.waitFor((message) => addressed(message, "reem@mahami.qa"));
    const invitee = (await userOf("reem@mahami.qa"))!;
    expect((await api(server, "PATCH", `/api/admin/users/${invitee.id}`, { cookie: admin, body: { role: "editor" } })).status).toBe(200);
    expect((await api(server, "DELETE", `/api/admin/users/${invitee.id}`, { cookie: admin })).status).toBe(204);
    expect(await userOf("reem@mahami.qa")).toBeUndefined();
  });
});

describe("the invitations API (each answer checked against GET /api/openapi.json)", () => {
  it("invites, lists, resends and withdraws as the Accounts tab does, and the invitee accepts through POST /api/invitations/accept", async () => {
    const call = (method: string, path: string, body?: unknown) => checkedApi(server, method, path, { cookie: admin, ip: "10.38.5.1", body });
    const invited = await call("POST", "/api/admin/invitations", { email: "Aisha@mahami.qa", name: "Aisha", locale: "en" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: "Aisha@mahami.qa", role: "editor", name: "Aisha", locale: "en", invitedBy: "admin@mahami.qa" });
    expect(Date.parse(invited.body.expiresAt) - Date.parse(invited.body.sentAt)).toBe(72 * 3600_000);
    expect(JSON.stringify(invited.body)).not.toMatch(/token/i);
    const first = await smtp.waitFor((message) => addressed(message, "Aisha@mahami.qa"));
    expect(first.subject).toBe(en.email.invitation.subject);
    const id = invited.body.id as number;

    const listed = await call("GET", "/api/admin/invitations");
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual(invited.body);
    expect((await call("POST", "/api/admin/invitations", { email: "aisha@MAHAMI.qa" })).status).toBe(409);
    const refused = await call("POST", "/api/admin/invitations", { email: "aisha", role: "owner" });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["email", "role"]);

    const resent = await call("POST", `/api/admin/invitations/${id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.expiresAt >= invited.body.expiresAt).toBe(true);
    const second = await smtp.waitFor((message) => addressed(message, "Aisha@mahami.qa") && message !== first);
    const oldToken = tokenIn(first.text)!;
    const token = tokenIn(second.text)!;

    const accept = (body: unknown, ip = "10.38.5.2", language = "en") =>
      checkedApi(server, "POST", "/api/invitations/accept", { ip, body, cookie: `mahami-language=${language}` });
    const dead = await accept({ token: oldToken, password: "a garden of slow lanterns" });
    expect(dead.status).toBe(400);
    expect(dead.body).toEqual({ message: en.admin.invitation.invalidToken });
    const weak = await accept({ token, password: "password1234" }, "10.38.5.2", "ar");
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toEqual([ar.validation.passwordCommon]);
    expect((await accept({ token, password: "a garden of slow lanterns" })).status).toBe(204);
    const again = await accept({ token, password: "another garden of lanterns" }, "10.38.5.3", "ar");
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ message: ar.admin.invitation.usedToken });
    expect((await postApiLogin(server, "Aisha@mahami.qa", "a garden of slow lanterns", { "X-Forwarded-For": "10.38.5.4" })).status).toBe(200);

    // Accepted: nothing pending, so neither a resend nor a withdrawal finds it (404), and the account stays.
    expect((await call("GET", "/api/admin/invitations")).body.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await call("POST", `/api/admin/invitations/${id}/resend`)).status).toBe(404);
    expect((await call("DELETE", `/api/admin/invitations/${id}`)).status).toBe(404);
    expect(await userOf("Aisha@mahami.qa")).toMatchObject({ id });

    const other = await call("POST", "/api/admin/invitations", { email: "fatima@mahami.qa", role: "administrator" });
    expect(other.status).toBe(201);
    expect((await call("DELETE", `/api/admin/invitations/${other.body.id}`)).status).toBe(204);
    expect(await userOf("fatima@mahami.qa")).toBeUndefined();
    expect(await activity("user.invite-withdraw")).toContainEqual({ actorEmail: "admin@mahami.qa", summary: "fatima@mahami.qa" });
  });

  it("refuses an expired link with 410 and an editor with 403", async () => {
    const invited = await checkedApi(server, "POST", "/api/admin/invitations", {
      cookie: admin,
      ip: "10.38.6.1",
      body: { email: "layla@mahami.qa" },
    });
    const mail = await smtp.waitFor((message) => addressed(message, "layla@mahami.qa"));
    await execute(server, 'update invitations set "expiresAt" = ? where "userId" = ?', new Date(Date.now() - 1000).toISOString(), invited.body.id);
    const expired = await checkedApi(server, "POST", "/api/invitations/accept", {
      ip: "10.38.6.2",
      body: { token: tokenIn(mail.text), password: "a garden of slow lanterns" },
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ message: en.admin.invitation.expiredToken });

    const editor = await signIn(server, "10.38.6.3", "maryam@mahami.qa", "a saffron lantern by the bay");
    for (const [method, path] of [
      ["GET", "/api/admin/invitations"],
      ["POST", "/api/admin/invitations"],
      ["POST", `/api/admin/invitations/${invited.body.id}/resend`],
      ["DELETE", `/api/admin/invitations/${invited.body.id}`],
    ]) {
      const answer = await checkedApi(server, method, path, {
        cookie: editor,
        ip: "10.38.6.3",
        body: method === "POST" ? { email: "x@mahami.qa" } : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await userOf("layla@mahami.qa")).toBeDefined();
  });
});

function addressed(message: { to?: unknown }, email: string) {
  return JSON.stringify(message.to).includes(email);
}
