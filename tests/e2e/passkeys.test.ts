import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "../support/browser";
import { softwarePasskey } from "../support/authenticator";
import { api, signIn } from "../support/http";
import { expectMatchesOpenApi } from "../support/openapi";

/**
 * Passkeys in Chromium with a virtual authenticator (the DevTools WebAuthn domain), in Arabic and
 * English (docs/decisions/0040-two-factor-and-passkeys.md): add one in Security, sign in with it,
 * remove it. WebAuthn needs a domain, not an IP address: the pages are opened at localhost.
 */
const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });

const password = "a long enough passphrase";
const words = {
  ar: {
    name: "اسم مفتاح المرور الجديد",
    add: "إضافة مفتاح مرور",
    use: "الدخول بمفتاح المرور",
    remove: "إزالة",
    removed: "تمت إزالة مفتاح المرور",
    wrongPassword: "كلمة المرور الحالية غير صحيحة.",
  },
  en: {
    name: "Name of the new passkey",
    add: "Add a passkey",
    use: "Continue with a passkey",
    remove: "Remove",
    removed: "Passkey removed",
    wrongPassword: "The current password is incorrect.",
  },
} as const;

/** A JSON API call from the page (its origin and cookies), its answer checked against GET /api/openapi.json. */
async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        ...(body !== undefined && { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, headers: [...response.headers], body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
  const checked = { ...answer, headers: new Headers(answer.headers) };
  await expectMatchesOpenApi(server, method, path, checked);
  return checked;
}

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

describe("passkeys", () => {
  it.each(["ar", "en"] as const)("adds a passkey in Security, signs in with it alone, and removes it (%s)", async (locale) => {
    const w = words[locale];
    const local = server.url.replace("127.0.0.1", "localhost");
    const admin = await signIn(server, `10.42.0.${locale === "ar" ? 1 : 2}`);
    const email = `passkey-${locale}-${Date.now()}@mahami.qa`;
    expect((await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email, password } })).status).toBe(201);

    // The refused passwords are answered 400, which the console reports: those and nothing else.
    const { page, close, consoleErrors } = await openPage({ baseURL: local, failOnConsoleErrors: false });
    await addVirtualAuthenticator(page);
    const language = () => page.context().addCookies([{ name: "mahami-language", value: locale, url: local }]);
    await language();
    await page.goto("/admin-login");
    await page.locator("input[name=email]").fill(email);
    await page.locator("input[name=password]").fill(password);
    await page.locator("button[name=intent][value=login]").click();
    await page.waitForURL(/\/admin-dashboard/);

    await page.goto("/admin-dashboard/security");
    // Adding a passkey asks for the password first (docs/decisions/0049-sign-in-after-the-attack-run-2026-11-28.md).
    const add = page.getByTestId("add-passkey");
    await page.getByRole("textbox", { name: w.name }).fill("Work laptop");
    await add.locator("input[name=password]").fill("not the password at all");
    await page.getByRole("button", { name: w.add }).click();
    await add.getByText(w.wrongPassword).waitFor();
    expect(await page.getByTestId("passkey-row").count()).toBe(0);
    await add.locator("input[name=password]").fill(password);
    await page.getByRole("button", { name: w.add }).click();
    await page.getByTestId("passkey-row").filter({ hasText: "Work laptop" }).waitFor();

    // Signed out, the passkey alone signs in: no password, no code.
    await page.context().clearCookies();
    await language();
    await page.goto("/admin-login");
    await page.getByRole("button", { name: w.use }).click();
    await page.waitForURL(/\/admin-dashboard/);
    const me = await page.evaluate(() => fetch("/api/auth/user").then((response) => response.json()));
    expect(me.email).toBe(email);

    await page.goto("/admin-dashboard/security");
    const row = page.getByTestId("passkey-row");
    await row.locator("input[name=password]").fill("not the password at all");
    await row.getByRole("button", { name: w.remove }).click();
    await row.getByText(w.wrongPassword).waitFor();
    await row.locator("input[name=password]").fill(password);
    await row.getByRole("button", { name: w.remove }).click();
    await page.getByTestId("toast").filter({ hasText: w.removed }).waitFor();
    expect(await page.getByTestId("passkey-row").count()).toBe(0);
    await close();
    for (const error of consoleErrors) expect(error).toMatch(/status of 400 /);
  });

  it("adds a passkey and signs in with it through the JSON API, every answer as GET /api/openapi.json describes it", async () => {
    const local = server.url.replace("127.0.0.1", "localhost");
    const admin = await signIn(server, "10.42.0.3");
    const email = `passkey-api-${Date.now()}@mahami.qa`;
    expect((await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email, password } })).status).toBe(201);
    const { page, consoleErrors, close } = await openPage({ baseURL: local });
    await addVirtualAuthenticator(page);
    await page.goto("/admin-login");
    expect((await pageApi(page, "POST", "/api/login", { email, password })).status).toBe(200);

    const options = await pageApi(page, "POST", "/api/admin/account/passkeys/options", { password });
    expect(options.status).toBe(200);
    const registration = await page.evaluate(async (json) => {
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(json as PublicKeyCredentialCreationOptionsJSON);
      return ((await navigator.credentials.create({ publicKey })) as PublicKeyCredential).toJSON();
    }, options.body);
    const added = await pageApi(page, "POST", "/api/admin/account/passkeys", { name: "Script", response: registration });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "Script", lastUsedAt: null });
    // A challenge is good once: the same answer again is refused.
    expect((await pageApi(page, "POST", "/api/admin/account/passkeys", { name: "Again", response: registration })).status).toBe(400);
    // The browser logs that refused request; nothing else may be logged.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("400")]);

    await page.context().clearCookies();
    const signInOptions = await pageApi(page, "POST", "/api/passkey-login/options");
    const assertion = await page.evaluate(async (json) => {
      const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(json as PublicKeyCredentialRequestOptionsJSON);
      return ((await navigator.credentials.get({ publicKey })) as PublicKeyCredential).toJSON();
    }, signInOptions.body);
    const signedIn = await pageApi(page, "POST", "/api/passkey-login", { response: assertion });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email, role: "administrator" });

    const list = await pageApi(page, "GET", "/api/admin/account/passkeys");
    expect(list.body).toEqual([expect.objectContaining({ id: (added.body as { id: string }).id, lastUsedAt: expect.any(String) })]);
    expect((await pageApi(page, "DELETE", `/api/admin/account/passkeys/${(added.body as { id: string }).id}`, { password })).status).toBe(204);
    await close();
  });

  it.each(["ar", "en"] as const)(
    "without JavaScript a passkey is removed with the password: a wrong one is refused beside the field (%s)",
    async (locale) => {
      const w = words[locale];
      const admin = await signIn(server, `10.42.1.${locale === "ar" ? 1 : 2}`);
      const email = `passkey-no-js-${locale}-${Date.now()}@mahami.qa`;
      expect((await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email, password } })).status).toBe(201);
      // A passkey added through the API with a software authenticator: adding one in the page needs JavaScript.
      const cookie = await signIn(server, `10.42.1.${locale === "ar" ? 3 : 4}`, email, password);
      const options = await api(server, "POST", "/api/admin/account/passkeys/options", { cookie, body: { password } });
      const response = softwarePasskey().register(options.body, server.url);
      expect((await api(server, "POST", "/api/admin/account/passkeys", { cookie, body: { name: "Old phone", response } })).status).toBe(201);

      // The refused password is answered 400, which the console may report: that and nothing else.
      const { page, close, consoleErrors } = await openPage({ javaScriptEnabled: false, failOnConsoleErrors: false });
      await page.context().addCookies([{ name: "mahami-language", value: locale, url: server.url }]);
      await page.goto("/admin-login");
      await page.locator("input[name=email]").fill(email);
      await page.locator("input[name=password]").fill(password);
      await page.locator("button[name=intent][value=login]").click();
      await page.waitForURL(/\/admin-dashboard/);
      await page.goto("/admin-dashboard/security");
      const row = page.getByTestId("passkey-row").filter({ hasText: "Old phone" });
      await row.locator("input[name=password]").fill("not the password at all");
      await row.getByRole("button", { name: w.remove }).click();
      await page.getByTestId("passkey-row").filter({ hasText: "Old phone" }).getByText(w.wrongPassword).waitFor();
      await page.getByTestId("passkey-row").locator("input[name=password]").fill(password);
      await page.getByTestId("passkey-row").getByRole("button", { name: w.remove }).click();
      await page.getByTestId("toast").filter({ hasText: w.removed }).waitFor();
      expect(await page.getByTestId("passkey-row").count()).toBe(0);
      await close();
      for (const error of consoleErrors) expect(error).toMatch(/status of 400 /);
    },
  );

  it("without JavaScript the sign-in page has no passkey button and Security says adding one needs JavaScript", async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    await page.goto("/admin-login");
    await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).waitFor();
    expect(await page.getByTestId("passkey-sign-in").count()).toBe(0);
    await page.locator("input[name=email]").fill("admin@mahami.qa");
    await page.locator("input[name=password]").fill("correct-horse-battery");
    await page.locator("button[name=intent][value=login]").click();
    await page.waitForURL(/\/admin-dashboard/);
    await page.goto("/admin-dashboard/security");
    await page.getByText("تتطلب إضافة مفتاح مرور تفعيل JavaScript في متصفحك.").waitFor();
    expect(await page.getByTestId("add-passkey").count()).toBe(0);
    await close();
  });
});
