import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signInOnPage, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";

/*
 * A tab the role does not open, in the browser (docs/decisions/0039-roles.md): the 403 keeps the
 * dashboard around it. Without JavaScript (Arabic) the address of the users tab answers 403 with the
 * frame, and its links lead on; with JavaScript (English) a typed address and an in-app link (a tab
 * still shown to someone demoted since the page loaded: a client-side navigation) both land in the
 * frame, which axe finds nothing wrong with.
 */
const { server, openPage } = useServerAndBrowser({ TRUST_PROXY: "1" });
const password = "framed-editor-in-the-browser";
let admin: string;

beforeAll(async () => {
  admin = await signIn(server, "203.0.113.70");
});

const words = {
  ar: {
    nav: "أقسام لوحة التحكم",
    tabs: ["المحتوى", "الصفحات", "النشر المجدول", "الوسائط", "الأسئلة الشائعة", "الفريق", "أعداد النشرة البريدية", "رأس الموقع وتذييله"],
    menu: "قائمة الحساب",
    title: "لا يتيح لك دورك فتح هذا التبويب",
    message: "هذا التبويب للمسؤولين وحدهم. إن احتجت إلى شيء منه فاطلبه من أحدهم.",
    link: "افتح تبويب المحتوى",
    logout: "تسجيل الخروج",
    team: "الفريق",
    users: "الحسابات",
  },
  en: {
    nav: "Dashboard sections",
    tabs: ["Content", "Pages", "Scheduled", "Media", "FAQ", "Team", "Newsletter editions", "Header and footer"],
    menu: "Account menu",
    title: "You do not have access to this tab",
    message: "This tab is for administrators only. If you need something from it, ask one of them.",
    link: "Open the Content tab",
    logout: "Sign out",
    team: "Team",
    users: "Accounts",
  },
} as const;

async function createUser(email: string, role: "administrator" | "editor") {
  const created = await api(server, "POST", "/api/admin/users", { cookie: admin, ip: "203.0.113.70", body: { email, password, role } });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

/** The frame with the refusal in the tab's area: the header, only the editor's tabs, the message and the link. */
async function expectFramedRefusal(page: Page, locale: "ar" | "en") {
  const text = words[locale];
  const nav = page.getByRole("navigation", { name: text.nav });
  await page.getByRole("heading", { level: 2, name: text.title }).waitFor();
  expect(await nav.getByRole("link").allTextContents()).toEqual(text.tabs);
  await page.getByRole("alert").filter({ hasText: text.message }).waitFor();
  // Signing out is under the account menu.
  expect(await page.getByRole("button", { name: text.logout, exact: true }).isVisible()).toBe(false);
  await page.locator("summary", { hasText: text.menu }).click();
  expect(await page.getByRole("button", { name: text.logout, exact: true }).isVisible()).toBe(true);
  expect(await page.locator("#header-search-q").isVisible()).toBe(true);
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
}

describe("JavaScript off, in Arabic", () => {
  it("the users tab's address answers 403 inside the frame, and its links lead on", async () => {
    const email = "framed-nojs@mahami.qa";
    await createUser(email, "editor");
    const { page, close } = await openPage({ javaScriptEnabled: false, failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page, email, password);

    const response = await page.goto("/admin-dashboard/users");
    expect(response?.status()).toBe(403);
    await expectFramedRefusal(page, "ar");

    // A tab of the navigation.
    await page.getByRole("navigation", { name: words.ar.nav }).getByRole("link", { name: words.ar.team, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/team");
    expect(await page.getByRole("heading", { name: words.ar.title }).count()).toBe(0);

    // The link to the first tab.
    expect((await page.goto("/admin-dashboard/messages"))?.status()).toBe(403);
    await page.getByRole("link", { name: words.ar.link }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    await page.getByRole("navigation", { name: words.ar.nav }).waitFor();
    expect(await page.getByRole("heading", { name: words.ar.title }).count()).toBe(0);
    await close();
  });
});

describe("JavaScript on, in English", () => {
  /** Signed in, in English, on the content tab and hydrated. */
  async function signedInInEnglish(email: string) {
    const opened = await openPage({ failOnConsoleErrors: false });
    await opened.page.goto("/admin-login");
    await signInOnPage(opened.page, email, password);
    await opened.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await opened.page.goto("/admin-dashboard");
    return opened;
  }

  it("a typed address lands in the frame (403), axe finds nothing, and the tabs work from there", async () => {
    const email = "framed-js-typed@mahami.qa";
    await createUser(email, "editor");
    const { page, close, consoleErrors } = await signedInInEnglish(email);

    const response = await page.goto("/admin-dashboard/messages");
    expect(response?.status()).toBe(403);
    await expectFramedRefusal(page, "en");
    await expectNoAxeViolations(page);

    // A client-side navigation from the refusal: the tab opens, the message goes.
    await page.getByRole("navigation", { name: words.en.nav }).getByRole("link", { name: words.en.team, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/team");
    await page.getByRole("heading", { name: words.en.title }).waitFor({ state: "detached" });
    await page.getByRole("navigation", { name: words.en.nav }).waitFor();
    // The only console errors: the browser's note of the 403 itself.
    expect(consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
    await close();
  });

  it("an in-app link to a tab the role no longer opens lands in the frame, without a page load", async () => {
    const email = "framed-js-link@mahami.qa";
    const id = await createUser(email, "administrator");
    const { page, close, consoleErrors } = await signedInInEnglish(email);
    const nav = page.getByRole("navigation", { name: words.en.nav });
    await nav.getByRole("link", { name: words.en.users, exact: true }).waitFor();
    // Made an editor while the page is open: the navigation still shows the users tab until the next load.
    expect((await api(server, "PATCH", `/api/admin/users/${id}`, { cookie: admin, ip: "203.0.113.70", body: { role: "editor" } })).status).toBe(200);
    // A marker on the window survives a client-side navigation only.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const data = page.waitForResponse((answer) => answer.url().includes("/admin-dashboard/users.data"));
    await nav.getByRole("link", { name: words.en.users, exact: true }).click();
    expect((await data).status()).toBe(403);
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/users");
    await expectFramedRefusal(page, "en");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    await expectNoAxeViolations(page);

    // And on from there: the link to the first tab.
    await page.getByRole("link", { name: words.en.link }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    await page.getByRole("heading", { name: words.en.title }).waitFor({ state: "detached" });
    expect(await page.getByRole("navigation", { name: words.en.nav }).getByRole("link").allTextContents()).toEqual(words.en.tabs);
    expect(consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
    await close();
  });
});
