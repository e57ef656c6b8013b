import { generate } from "otplib";
import { expect } from "vitest";
import { signIn } from "./http";
import { api } from "./openapi";
import type { TestServer } from "./server";

/** Accounts for the sign-in and second-factor suites: new users, fresh client addresses, authenticator codes. */

let nextIp = 1;

/** A client address no earlier request of this test file came from (sign-in limits count per address; send it as X-Forwarded-For with TRUST_PROXY=1). */
export const freshIp = () => `10.40.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** A code of the authenticator app holding `secret`, for the 30-second step `steps` away from now. */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A new account with `email` and `password`, made through POST /api/admin/users by the administrator
 * signed in as `by` (else the configured one, signed in from a fresh address; `ip` sends the request
 * from that address): an administrator unless `role` says otherwise. Not signed in: its id and email.
 */
export async function createAccount(
  server: TestServer,
  email: string,
  password: string,
  { role = "administrator", by, ip }: { role?: "administrator" | "editor"; by?: string; ip?: string } = {},
) {
  const cookie = by ?? (await signIn(server, freshIp()));
  const created = await api(server, "POST", "/api/admin/users", { cookie, ip, body: { email, password, role } });
  expect(created.status).toBe(201);
  return { id: created.body.id as number, email };
}

/**
 * A new account made by the configured administrator (an administrator unless `role` says
 * otherwise), then signed in from a fresh address: its id, email and session cookie. The email
 * starts with `name`.
 */
export async function newAccount(server: TestServer, name: string, password: string, role: "administrator" | "editor" = "administrator") {
  const { id, email } = await createAccount(server, `${name}-${Date.now()}@mahami.qa`, password, { role });
  const cookie = await signIn(server, freshIp(), email, password);
  return { id, email, cookie };
}

/** Turns an authenticator app on for the signed-in account of `cookie` (POST /api/admin/account/totp, then its confirm): the key and the ten recovery codes. */
export async function enrolAuthenticator(server: TestServer, cookie: string, password: string) {
  const started = await api(server, "POST", "/api/admin/account/totp", { cookie, body: { password } });
  expect(started.status).toBe(201);
  const secret = started.body.secret as string;
  const confirmed = await api(server, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await codeAt(secret) } });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
