import { describe, expect, it } from "vitest";
import { queryRow, sessionCount } from "../support/database";
import { cookiesFrom, postForm, request } from "../support/http";
import { adminEmail, adminPassword, useServer } from "../support/server";

const server = useServer();

/** Posts the login form as it is filled in (the form itself is what these tests try). */
async function postLogin(fields: Record<string, string>, cookie = "") {
  return postForm(server, "/admin-login", fields, cookie ? { Cookie: cookie } : {});
}

/** The inline error of the login form, as a person reads it. */
function loginError(html: string) {
  return html.match(/role="alert"[^>]*><p[^>]*>([^<]+)<\/p>/)?.[1];
}

describe("administrator sign-in", () => {
  it("sends a signed-out visitor of any dashboard page to the login page, keeping the way back", async () => {
    const response = await request(server, "/admin-dashboard/team?filter=x");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin-login?redirectTo=${encodeURIComponent("/admin-dashboard/team?filter=x")}`);
    const login = await request(server, "/admin-login?redirectTo=%2Fadmin-dashboard%2Fteam");
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain("بوابة الإدارة");
    expect(html).toContain('name="redirectTo" value="/admin-dashboard/team"');
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const wrongPassword = await postLogin({ email: adminEmail, password: "not-the-password" });
    const unknownEmail = await postLogin({ email: "nobody@mahami.qa", password: "not-the-password" });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.headers.getSetCookie().some((cookie) => cookie.includes("session"))).toBe(false);
    const [first, second] = [loginError(await wrongPassword.text()), loginError(await unknownEmail.text())];
    expect(first).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
    expect(second).toBe(first);
  });

  it("asks for the missing fields instead of trying to sign in", async () => {
    const response = await postLogin({ email: "", password: "" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("هذا الحقل مطلوب.");
  });

  it("signs in, goes back to the page asked for, and never to another site", async () => {
    const back = await postLogin({ email: adminEmail, password: adminPassword, redirectTo: "/admin-dashboard/users" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/admin-dashboard/users");
    const session = back.headers.getSetCookie().find((cookie) => cookie.includes("session"));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const offsite = await postLogin({ email: adminEmail, password: adminPassword, redirectTo: "//evil.example/steal" });
    expect(offsite.headers.get("location")).toBe("/admin-dashboard");

    const page = await request(server, "/admin-dashboard/users", { headers: { Cookie: cookiesFrom(back) } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(adminEmail);

    const loginAgain = await request(server, "/admin-login", { headers: { Cookie: cookiesFrom(back) } });
    expect(loginAgain.status).toBe(302);
    expect(loginAgain.headers.get("location")).toBe("/admin-dashboard");
  });

  it("starts a new session on every sign-in and ends the one it replaces", async () => {
    const first = cookiesFrom(await postLogin({ email: adminEmail, password: adminPassword }));
    const second = await postLogin({ email: adminEmail, password: adminPassword }, first);
    const secondCookie = cookiesFrom(second);
    expect(secondCookie).not.toBe(first);
    expect((await request(server, "/admin-dashboard", { headers: { Cookie: first } })).status).toBe(302);
    expect((await request(server, "/admin-dashboard", { headers: { Cookie: secondCookie } })).status).toBe(200);
  });

  it("signs out with a POST that deletes the session, so the old cookie stops working", async () => {
    const cookie = cookiesFrom(await postLogin({ email: adminEmail, password: adminPassword }));
    const before = await sessionCount(server);
    const logout = await postForm(server, "/admin-logout", {}, { Cookie: cookie });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/admin-login");
    expect(await sessionCount(server)).toBe(before - 1);
    const stale = await request(server, "/admin-dashboard", { headers: { Cookie: cookie } });
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toMatch(/^\/admin-login/);

    const notice = await request(server, "/admin-login", { headers: { Cookie: cookiesFrom(logout) } });
    expect(await notice.text()).toContain("تم تسجيل خروجك.");
    // A visit to the logout address changes nothing.
    expect((await request(server, "/admin-logout")).headers.get("location")).toBe("/admin-login");
  });

  it("refuses to delete the last administrator", async () => {
    const cookie = cookiesFrom(await postLogin({ email: adminEmail, password: adminPassword }));
    const { id } = await queryRow<{ id: number }>(server, "select id from users where email = ?", adminEmail);
    const response = await postForm(server, "/admin-dashboard/users", { intent: "delete", id: String(id) }, { Cookie: cookie });
    expect(response.status).toBe(302);
    const page = await request(server, response.headers.get("location")!, { headers: { Cookie: `${cookie}; ${cookiesFrom(response)}` } });
    expect(await page.text()).toContain("لا يمكن حذف آخر مسؤول.");
    expect(await queryRow(server, "select count(*) as count from users")).toEqual({ count: 1 });
  });

  it("throttles repeated failures for one email with 429 and Retry-After", async () => {
    const fields = { email: "throttled@mahami.qa", password: "wrong-password" };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await postLogin(fields)).status).toBe(401);
    const blocked = await postLogin(fields);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const minutes = Math.ceil(Number(blocked.headers.get("retry-after")) / 60);
    const [, waited] =
      (loginError(await blocked.text()) ?? "").match(/^محاولات دخول كثيرة\. يرجى الانتظار (\d+) (?:دقيقة|دقائق) ثم المحاولة مجدداً\.$/) ?? [];
    expect(Number(waited)).toBe(minutes);
  });
});
