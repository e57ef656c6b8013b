import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { useServerAndBrowser } from "../support/browser";
import { api, postForm, signIn } from "../support/http";
import { adminEmail, adminPassword } from "../support/server";

/**
 * Script, HTML and attribute-breaking payloads saved in every admin-editable text field show as
 * literal text on the public pages and in the dashboard, and nothing runs.
 */
const payload = `<script>alert(1)</script>"'><img src=x onerror=alert(2)>`;

const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });
let cookie = "";
beforeAll(async () => {
  cookie = await signIn(server, "192.0.2.50");
});

const admin = (method: string, path: string, body?: unknown) => api(server, method, path, { cookie, body, ip: "192.0.2.50" });

/** Opens a page and reports dialogs and CSP violations as they happen. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

describe("stored payloads", () => {
  it("are saved through the API in every text field", async () => {
    const items = (await admin("GET", "/api/admin/content?page=home")).body as { id: number; key: string }[];
    const title = items.find((item) => item.key === "home.hero.title")!;
    expect((await admin("PATCH", `/api/admin/content/${title.id}`, { valueAr: payload, valueEn: payload })).status).toBe(200);
    expect((await admin("PATCH", "/api/admin/header-settings", { buttonTextAr: payload, buttonTextEn: payload })).status).toBe(200);
    expect(
      (await admin("PATCH", "/api/admin/footer-settings", { copyrightTextEn: payload, contactAddressEn: payload, copyrightTextAr: payload })).status,
    ).toBe(200);
    expect((await admin("POST", "/api/admin/team", { name: payload, position: payload, bio: payload })).status).toBe(201);
    for (const [key, type] of [
      ["faq.question.11", "text"],
      ["faq.answer.11", "text"],
    ]) {
      expect(
        (await admin("POST", "/api/admin/content", { key, type, valueAr: payload, valueEn: payload, category: "faq", page: "faq", description: "" }))
          .status,
      ).toBe(201);
    }
    const contact = await api(server, "POST", "/api/contact", {
      ip: "192.0.2.51",
      body: { name: payload, email: "parent@example.com", subject: payload, message: `${payload} — long enough.` },
    });
    expect(contact.status).toBe(201);
    // An email address cannot carry markup at all.
    expect((await admin("POST", "/api/admin/users", { email: `${payload}@x.qa`, password: "long-enough-1" })).status).toBe(400);
  });

  it.each([true, false])("show literally on the public pages and in the dashboard, and run nothing (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, close } = await openPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of ["/en", "/", "/en/about-us", "/en/contact"]) {
      const violations = await visit(page, path);
      if (javaScriptEnabled) expect(violations, path).toEqual([]);
      expect(await page.getByText(payload, { exact: false }).count(), path).toBeGreaterThan(0);
    }
    expect(await page.locator("img[src=x]").count()).toBe(0);

    await page.goto("/admin-login");
    await page.fill('input[name="email"]', adminEmail);
    await page.fill('input[name="password"]', adminPassword);
    await page.locator('form:has(input[name="password"]) button[type="submit"]').click();
    await page.waitForURL(/\/admin-dashboard/);
    for (const path of [
      "/admin-dashboard?open=home",
      "/admin-dashboard/messages",
      "/admin-dashboard/team",
      "/admin-dashboard/faq",
      "/admin-dashboard/header-footer",
    ]) {
      const violations = await visit(page, path);
      if (javaScriptEnabled) expect(violations, path).toEqual([]);
      const shown =
        (await page.getByText(payload, { exact: false }).count()) + (await page.locator(`input[value="${payload.replaceAll('"', '\\"')}"]`).count());
      expect(shown, path).toBeGreaterThan(0);
    }
    expect(dialogs).toEqual([]);
    await close();
  });
});

describe("URL fields", () => {
  const unsafe = [
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "http://",
    "not a url",
  ];
  it.each(unsafe)("refuse %j everywhere a URL is stored", async (url) => {
    expect((await admin("POST", "/api/admin/button-links", { contentKey: "home.cta.title", linkType: "external", externalUrl: url })).status).toBe(
      400,
    );
    expect((await admin("PATCH", "/api/admin/header-settings", { logoUrl: url })).status).toBe(400);
    expect((await admin("PATCH", "/api/admin/header-settings", { buttonUrl: url })).status).toBe(400);
    expect((await admin("PATCH", "/api/admin/footer-settings", { logoUrl: url })).status).toBe(400);
    expect((await admin("POST", "/api/admin/team", { name: "N", position: "P", imageUrl: url })).status).toBe(400);
  });
});

describe("post-login redirects", () => {
  const attempts = [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "https://evil.example/",
    "%2F%2Fevil.example",
    "/%09/evil.example",
  ];
  it.each(attempts)("stay on the site for redirectTo=%j", async (redirectTo) => {
    const response = await postForm(
      server,
      `/admin-login?redirectTo=${encodeURIComponent(redirectTo)}`,
      {
        email: adminEmail,
        password: adminPassword,
        intent: "login",
        redirectTo,
      },
      { "X-Forwarded-For": `192.0.2.${60 + attempts.indexOf(redirectTo)}` },
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(new URL(location, server.url).origin).toBe(server.url);
    expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")).toBe(true);
  });
});
