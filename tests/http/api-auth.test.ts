import { beforeAll, describe, expect, it } from "vitest";
import { sessionCount } from "../support/database";
import { cookiesFrom, isIsoTimestamp, oversizedBody, signIn } from "../support/http";
import { api } from "../support/openapi";
import { adminEmail, adminPassword, useServer } from "../support/server";

/** Signing in and out, and the administrator accounts (users) of the API. */
const server = useServer({ TRUST_PROXY: "1" });

describe("POST /api/login, GET /api/auth/user, POST /api/logout", () => {
  it("signs in: 200 {id, email, role} with an HttpOnly session cookie that GET /api/auth/user accepts", async () => {
    const login = await api(server, "POST", "/api/login", { body: { email: adminEmail, password: adminPassword }, ip: "10.1.0.1" });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    expect(login.body).toEqual({ id: 1, email: adminEmail, role: "administrator" });
    const setCookie = login.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const cookie = cookiesFrom(new Response(null, { headers: login.headers }));
    const me = await api(server, "GET", "/api/auth/user", { cookie });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    expect(me.body).toEqual({ id: 1, email: adminEmail, role: "administrator" });
  });

  it("answers 401 to GET /api/auth/user when signed out", async () => {
    const { status, body } = await api(server, "GET", "/api/auth/user");
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Please sign in first." });
  });

  it("gives the same 401 message for an unknown email and a wrong password", async () => {
    const unknown = await api(server, "POST", "/api/login", { body: { email: "nobody@mahami.qa", password: adminPassword }, ip: "10.1.0.2" });
    const wrong = await api(server, "POST", "/api/login", { body: { email: adminEmail, password: "not-the-password" }, ip: "10.1.0.2" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: "The email or password is incorrect." });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a login body without fields (400), as a form (415) or oversized (413)", async () => {
    const empty = await api(server, "POST", "/api/login", { body: { email: "" }, ip: "10.1.0.3" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ email: ["This field is required."], password: ["Please enter a new password."] });
    const form = await api(server, "POST", "/api/login", {
      rawBody: new URLSearchParams({ email: adminEmail, password: adminPassword }).toString(),
      contentType: "application/x-www-form-urlencoded",
      ip: "10.1.0.3",
    });
    expect(form.status).toBe(415);
    expect((await api(server, "POST", "/api/login", { rawBody: oversizedBody, ip: "10.1.0.3" })).status).toBe(413);
  });

  it("throttles 5 failures per email and IP with 429 and Retry-After", async () => {
    const ip = "10.1.0.4";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api(server, "POST", "/api/login", { body: { email: adminEmail, password: "wrong-password" }, ip })).status).toBe(401);
    }
    const throttled = await api(server, "POST", "/api/login", { body: { email: adminEmail, password: adminPassword }, ip });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(throttled.body.message).toEqual(expect.any(String));
  });

  it("signs out: 204, the session is deleted server-side and the cookie cleared", async () => {
    const cookie = await signIn(server, "10.1.0.5");
    const before = await sessionCount(server, 1);
    const logout = await api(server, "POST", "/api/logout", { cookie });
    expect(logout.status).toBe(204);
    expect(logout.body).toBeNull();
    expect(logout.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await sessionCount(server, 1)).toBe(before - 1);
    expect((await api(server, "GET", "/api/auth/user", { cookie })).status).toBe(401);
    // Signing out twice is harmless.
    expect((await api(server, "POST", "/api/logout", { cookie })).status).toBe(204);
  });
});

describe("/api/admin/users", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(server, "10.1.1.1");
  });

  it("lists administrators as id, email, role, createdAt and whether a second factor guards them, never a password hash", async () => {
    const { status, headers, body } = await api(server, "GET", "/api/admin/users", { cookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual([{ id: 1, email: adminEmail, role: "administrator", createdAt: expect.any(String), twoFactor: false }]);
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
  });

  it("adds an administrator (201) who can then sign in; the same email again in any case is a 409", async () => {
    const created = await api(server, "POST", "/api/admin/users", { cookie, body: { email: "second@mahami.qa", password: "sable-orchard-kettle" } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), email: "second@mahami.qa", role: "administrator", createdAt: expect.any(String) });
    expect(isIsoTimestamp(created.body.createdAt)).toBe(true);
    await signIn(server, "10.1.1.2", "second@mahami.qa", "sable-orchard-kettle");

    const duplicate = await api(server, "POST", "/api/admin/users", { cookie, body: { email: "SECOND@mahami.qa", password: "another-password" } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: "An administrator with this email already exists." });
  });

  it("refuses an invalid new user (400), a form body (415) and an oversized one (413)", async () => {
    const invalid = await api(server, "POST", "/api/admin/users", { cookie, body: { email: "nope", password: "short" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      email: ["Please enter a valid email address."],
      password: ["The password must be at least 12 characters."],
    });
    const form = await api(server, "POST", "/api/admin/users", {
      cookie,
      rawBody: "email=a%40b.qa&password=12345678",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await api(server, "POST", "/api/admin/users", { cookie, rawBody: oversizedBody })).status).toBe(413);
  });

  it("changes a password: the old one stops working, that user's other sessions end, the caller's stays", async () => {
    const user = await api(server, "POST", "/api/admin/users", { cookie, body: { email: "third@mahami.qa", password: "tidal-mosaic-ember" } });
    const theirSession = await signIn(server, "10.1.1.3", "third@mahami.qa", "tidal-mosaic-ember");

    const changed = await api(server, "PATCH", `/api/admin/users/${user.body.id}/password`, { cookie, body: { password: "brand-new-password" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ id: user.body.id, email: "third@mahami.qa", role: "administrator", createdAt: expect.any(String) });
    expect((await api(server, "GET", "/api/auth/user", { cookie: theirSession })).status).toBe(401);
    expect((await api(server, "GET", "/api/auth/user", { cookie })).status).toBe(200);

    const oldPassword = await api(server, "POST", "/api/login", {
      body: { email: "third@mahami.qa", password: "tidal-mosaic-ember" },
      ip: "10.1.1.3",
    });
    expect(oldPassword.status).toBe(401);
    await signIn(server, "10.1.1.3", "third@mahami.qa", "brand-new-password");
  });

  it("changing one's own password keeps the caller's session and ends the others", async () => {
    const otherSession = await signIn(server, "10.1.1.4");
    const changed = await api(server, "PATCH", "/api/admin/users/1/password", {
      cookie,
      body: { password: adminPassword, currentPassword: adminPassword },
    });
    expect(changed.status).toBe(200);
    expect((await api(server, "GET", "/api/auth/user", { cookie })).status).toBe(200);
    expect((await api(server, "GET", "/api/auth/user", { cookie: otherSession })).status).toBe(401);
  });

  it("refuses a short or missing password (400), a form body (415), an oversized one (413), an unknown id (404)", async () => {
    const short = await api(server, "PATCH", "/api/admin/users/1/password", { cookie, body: { password: "short" } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: ["The password must be at least 12 characters."] });
    const missing = await api(server, "PATCH", "/api/admin/users/1/password", { cookie, body: {} });
    expect(missing.body.errors).toEqual({ password: ["Please enter a new password."] });
    const form = await api(server, "PATCH", "/api/admin/users/1/password", { cookie, rawBody: "password=12345678", contentType: "text/plain" });
    expect(form.status).toBe(415);
    expect((await api(server, "PATCH", "/api/admin/users/1/password", { cookie, rawBody: oversizedBody })).status).toBe(413);
    for (const id of ["9999", "abc", "0", "-1", "1.5", "99999999999999999999999"]) {
      const unknown = await api(server, "PATCH", `/api/admin/users/${id}/password`, { cookie, body: { password: "long-enough-password" } });
      expect(unknown.status, id).toBe(404);
      expect(unknown.body).toEqual({ message: "Not found." });
    }
  });

  it("deletes an administrator (204) and their sessions; unknown ids are 404", async () => {
    const user = await api(server, "POST", "/api/admin/users", { cookie, body: { email: "leaving@mahami.qa", password: "lunar-quarry-thistle" } });
    const theirSession = await signIn(server, "10.1.1.5", "leaving@mahami.qa", "lunar-quarry-thistle");
    const deleted = await api(server, "DELETE", `/api/admin/users/${user.body.id}`, { cookie });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect(await sessionCount(server, user.body.id)).toBe(0);
    expect((await api(server, "GET", "/api/auth/user", { cookie: theirSession })).status).toBe(401);
    expect((await api(server, "DELETE", `/api/admin/users/${user.body.id}`, { cookie })).status).toBe(404);
    expect((await api(server, "DELETE", "/api/admin/users/not-a-number", { cookie })).status).toBe(404);
  });

  it("an administrator who deletes their own account is signed out", async () => {
    await api(server, "POST", "/api/admin/users", { cookie, body: { email: "self@mahami.qa", password: "self-heron-lantern" } });
    const ownSession = await signIn(server, "10.1.1.6", "self@mahami.qa", "self-heron-lantern");
    const me = await api(server, "GET", "/api/auth/user", { cookie: ownSession });
    const deleted = await api(server, "DELETE", `/api/admin/users/${me.body.id}`, { cookie: ownSession });
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await api(server, "GET", "/api/auth/user", { cookie: ownSession })).status).toBe(401);
  });

  it("never deletes the last administrator (409 with a clear message)", async () => {
    const users = (await api(server, "GET", "/api/admin/users", { cookie })).body as { id: number }[];
    for (const user of users.filter((candidate) => candidate.id !== 1)) {
      expect((await api(server, "DELETE", `/api/admin/users/${user.id}`, { cookie })).status).toBe(204);
    }
    const last = await api(server, "DELETE", "/api/admin/users/1", { cookie });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ message: "The last administrator cannot be deleted." });
    expect((await api(server, "GET", "/api/auth/user", { cookie })).status).toBe(200);
  });
});
