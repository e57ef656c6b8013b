import { describe, expect, it } from "vitest";
import { expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { api, signIn } from "../support/http";

/*
 * Roles in the browser (docs/decisions/0039-roles.md), with JavaScript on and off, in Arabic and
 * English: an administrator makes a user an editor in the users tab; the editor signs in, sees
 * only their tabs, and a direct address of the messages tab shows the 403 page.
 */
const { server, openPage, signedIn } = useServerAndBrowser({ TRUST_PROXY: "1" });
const password = "editor-passphrase-in-the-browser";

const words = {
  ar: {
    editor: "محرّر",
    saveRole: "حفظ الدور",
    role: "الدور",
    changed: "تغيّر الدور",
    nav: "أقسام لوحة التحكم",
    tabs: ["المحتوى", "الصفحات", "النشر المجدول", "الوسائط", "الأسئلة الشائعة", "الفريق", "أعداد النشرة البريدية", "رأس الموقع وتذييله"],
    menu: "قائمة الحساب",
    ownTabs: ["حسابي", "الأمان"],
    forbidden: "لا يتيح لك دورك فتح هذا التبويب",
    back: "افتح تبويب المحتوى",
  },
  en: {
    editor: "Editor",
    saveRole: "Save role",
    role: "Role",
    changed: "Role changed",
    nav: "Dashboard sections",
    tabs: ["Content", "Pages", "Scheduled", "Media", "FAQ", "Team", "Newsletter editions", "Header and footer"],
    menu: "Account menu",
    ownTabs: ["My account", "Security"],
    forbidden: "You do not have access to this tab",
    back: "Open the Content tab",
  },
} as const;

describe.each([
  { javaScript: true, locale: "ar" as const },
  { javaScript: false, locale: "ar" as const },
  { javaScript: true, locale: "en" as const },
  { javaScript: false, locale: "en" as const },
])("roles with JavaScript $javaScript in $locale", ({ javaScript, locale }) => {
  const email = `editor-${locale}-${javaScript ? "js" : "nojs"}@mahami.qa`;
  const text = words[locale];

  it("an administrator makes a user an editor in the users tab", async () => {
    const admin = await signIn(server, "203.0.113.50");
    const created = await api(server, "POST", "/api/admin/users", { cookie: admin, ip: "203.0.113.50", body: { email, password } });
    expect(created.body.role).toBe("administrator");

    const { page, close } = await signedIn(javaScript, locale, { path: "/admin-dashboard/users" });
    const row = page.getByTestId("user-row").filter({ hasText: email });
    await row.getByLabel(text.role, { exact: true }).selectOption("editor");
    await row.getByRole("button", { name: text.saveRole }).click();
    await expectToast(page, text.changed);
    await row.getByText(text.editor, { exact: true }).first().waitFor();
    expect(await queryRow(server, "select role from users where email = ?", email)).toEqual({ role: "editor" });
    await close();
  });

  it("the editor signs in, sees only their tabs, and gets the 403 page at the messages tab's address", async () => {
    // The 403 answer is a console error of its own ("Failed to load resource"): checked below instead.
    const { page, close, consoleErrors } = await openPage({ javaScriptEnabled: javaScript, failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page, email, password);
    if (locale === "en") {
      await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
      await page.reload();
    }
    const nav = page.getByRole("navigation", { name: text.nav });
    await nav.getByRole("link", { name: text.tabs[0], exact: true }).waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual(text.tabs);
    // Their own account and its security sit under the account menu, not among the team's tabs.
    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: text.menu }) });
    await menu.locator("summary").click();
    for (const name of text.ownTabs) await menu.getByRole("link", { name, exact: true }).waitFor();

    const response = await page.goto("/admin-dashboard/messages");
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: text.forbidden }).waitFor();
    await page.getByRole("link", { name: text.back }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    await page.getByRole("navigation", { name: text.nav }).waitFor();
    expect(consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
    await close();
  });
});
