import { describe, expect, it } from "vitest";
import { cookiesFrom, postApiLogin, postForm } from "../support/http";
import { api } from "../support/openapi";
import { useServer } from "../support/server";
import { createAccount, freshIp } from "../support/accounts";

/**
 * The account-wide sign-in cap (50 guesses an hour from all addresses) stops guessing but never locks
 * the owner out (security audit 2026-11-28, R5; docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md):
 * a browser that signed in to the account before is not counted by it, and the 429 says what the owner can do.
 */
const server = useServer({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";

const accountThrottled =
  "This account has had too many sign-in attempts. Sign in with your passkey or from a browser you have signed in with before, choose a new password through POST /api/password-reset, or try again later.";

/** A new administrator, and the known-device cookie of the browser they signed in with. */
async function newAdministrator(name: string) {
  const { email } = await createAccount(server, `${name}-${Date.now()}@mahami.qa`, password);
  const signedIn = await postApiLogin(server, email, password, { "X-Forwarded-For": freshIp() });
  expect(signedIn.status).toBe(200);
  const known = cookiesFrom(signedIn)
    .split("; ")
    .find((pair) => pair.startsWith("mahami-known-device="));
  expect(known).toBeDefined();
  return { email, known: known! };
}

/** 50 wrong passwords from ten addresses, five each (under the per email+address limit): the account-wide cap is reached. */
async function exhaustAccount(email: string) {
  for (let address = 0; address < 10; address++) {
    const ip = freshIp();
    for (let guess = 0; guess < 5; guess++) {
      expect((await postApiLogin(server, email, `wrong-password-${address}-${guess}`, { "X-Forwarded-For": ip })).status).toBe(401);
    }
  }
}

describe("the account-wide sign-in cap", () => {
  it("refuses the right password from a new browser with a 429 that says what to do; a browser that signed in before still signs in", async () => {
    const { email, known } = await newAdministrator("known-device");
    const other = await newAdministrator("other-account");
    await exhaustAccount(email);

    const stranger = await api(server, "POST", "/api/login", { body: { email, password }, ip: freshIp() });
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ message: accountThrottled });
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    const form = await postForm(
      server,
      "/admin-login",
      { email, password, intent: "login" },
      { "X-Forwarded-For": freshIp(), Cookie: "mahami-language=ar" },
    );
    expect(form.status).toBe(429);
    expect(await form.text()).toContain("بلغ هذا الحساب حدّ محاولات الدخول.");

    // Another account's known-device cookie, or a forged one, is no exemption.
    expect((await postApiLogin(server, email, password, { "X-Forwarded-For": freshIp(), Cookie: other.known })).status).toBe(429);
    const forged = `mahami-known-device=${Buffer.from(JSON.stringify(["x".repeat(22)])).toString("base64")}.forged`;
    expect((await postApiLogin(server, email, password, { "X-Forwarded-For": freshIp(), Cookie: forged })).status).toBe(429);

    // The owner's browser signs in, from a new address too.
    const owner = await postApiLogin(server, email, password, { "X-Forwarded-For": freshIp(), Cookie: known });
    expect(owner.status).toBe(200);
  });

  it("still applies the per email+address limit to a known browser: the sixth wrong password from one address is 429", async () => {
    const { email, known } = await newAdministrator("known-device-limit");
    const ip = freshIp();
    const statuses = [];
    for (let guess = 0; guess < 6; guess++)
      statuses.push((await postApiLogin(server, email, `wrong-${guess}`, { "X-Forwarded-For": ip, Cookie: known })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
