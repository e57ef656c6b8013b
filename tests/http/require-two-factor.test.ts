import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { signIn } from "../support/http";
import { api, request } from "../support/openapi";
import { adminPassword, useServer } from "../support/server";

/** REQUIRE_2FA=true (docs/decisions/0040-two-factor-and-passkeys.md): without a second factor, only enrolment and signing out. */
const server = useServer({ TRUST_PROXY: "1", REQUIRE_2FA: "true" });

describe("REQUIRE_2FA=true", () => {
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

    const { secret } = (await api(server, "POST", "/api/admin/account/totp", { cookie, body: { password: adminPassword } })).body as { secret: string };
    const confirmed = await api(server, "POST", "/api/admin/account/totp/confirm", { cookie, body: { code: await generate({ secret }) } });
    expect(confirmed.status).toBe(200);
    expect((await api(server, "GET", "/api/admin/content", { cookie })).status).toBe(200);
    expect((await request(server, "/admin-dashboard/users", { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("is validated at start-up: only true or false", () => {
    expect(parseEnv({ REQUIRE_2FA: "true" }).REQUIRE_2FA).toBe(true);
    expect(parseEnv({}).REQUIRE_2FA).toBe(false);
    expect(() => parseEnv({ REQUIRE_2FA: "yes" })).toThrow(/REQUIRE_2FA: must be true or false/);
  });
});
