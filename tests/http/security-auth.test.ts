import { describe, expect, it } from "vitest";
import { cookiesFrom, postApiLogin, request } from "../support/http";
import { adminEmail, adminPassword, useServer } from "../support/server";

const server = useServer({ TRUST_PROXY: "1" });

const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  postApiLogin(server, email, password, { "X-Forwarded-For": ip, ...headers });

const currentUser = (cookie: string) => request(server, "/api/auth/user", { headers: { Cookie: cookie } });

describe("session cookies", () => {
  it("are HttpOnly, SameSite=Lax, Path=/, Secure with the __Host- prefix in production over https", async () => {
    const response = await login(adminEmail, adminPassword, "198.51.100.1", { "X-Forwarded-Proto": "https" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("mahami-session="))!;
    expect(cookie).toMatch(/^__Host-mahami-session=/);
    const attributes = cookie
      .split("; ")
      .slice(1)
      .map((attribute) => attribute.toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "secure", "samesite=lax", "path=/"]));
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
  });

  it("get a new id on every login, and the cookie sent along with a new login stops working", async () => {
    const first = cookiesFrom(await login(adminEmail, adminPassword, "198.51.100.2"));
    expect((await currentUser(first)).status).toBe(200);
    const second = cookiesFrom(await login(adminEmail, adminPassword, "198.51.100.2", { Cookie: first }));
    expect(second).not.toBe(first);
    expect((await currentUser(second)).status).toBe(200);
    expect((await currentUser(first)).status).toBe(401);
  });
});

describe("sign-in failures", () => {
  it("answer an unknown email and a wrong password alike: same status, same message, similar time", async () => {
    const attempt = async (email: string, ip: string) => {
      const started = performance.now();
      const response = await login(email, "wrong-password-123", ip);
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    };
    const unknown = [];
    const wrong = [];
    for (let round = 0; round < 5; round++) {
      unknown.push(await attempt(`nobody${round}@mahami.qa`, `198.51.100.${10 + round}`));
      wrong.push(await attempt(adminEmail, `198.51.100.${20 + round}`));
    }
    expect(new Set([...unknown, ...wrong].map(({ status, body }) => `${status} ${body}`)).size).toBe(1);
    expect(unknown[0].status).toBe(401);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const [unknownMs, wrongMs] = [median(unknown.map(({ ms }) => ms)), median(wrong.map(({ ms }) => ms))];
    // Both paths verify one argon2id hash; without the dummy hash an unknown email would answer at once.
    expect(Math.min(unknownMs, wrongMs) / Math.max(unknownMs, wrongMs)).toBeGreaterThan(0.25);
  });

  it("are throttled after 5 failures for one email and IP, with Retry-After", async () => {
    const statuses = [];
    for (let round = 0; round < 6; round++) statuses.push((await login(adminEmail, "nope-nope-nope", "198.51.100.30")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await login(adminEmail, adminPassword, "198.51.100.30");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await login(adminEmail, adminPassword, "198.51.100.31")).status).toBe(200);
  });

  it("are throttled after 20 attempts from one IP whatever the emails, with Retry-After", async () => {
    const statuses = [];
    for (let round = 0; round < 21; round++) statuses.push((await login(`someone${round}@mahami.qa`, "nope-nope-nope", "198.51.100.40")).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    const last = await login(adminEmail, adminPassword, "198.51.100.40");
    expect(statuses[20]).toBe(429);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
