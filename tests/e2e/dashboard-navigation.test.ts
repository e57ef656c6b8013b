import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, openSection, useServerAndBrowser } from "../support/browser";

/*
 * The dashboard's navigation (docs/decisions/0016-dashboard-tabs-as-links.md): tabs in groups as a
 * team works, one's own account and security under the account menu, the summary cards on the
 * overview only; on a phone the navigation is a drawer and the chosen tab starts in the first
 * screen; every tab links to its page of help. JavaScript on and off (the drawer and the menu are
 * <details>), Arabic and English.
 */
const { signedIn } = useServerAndBrowser();

const phone = { width: 390, height: 844 };

const words = {
  ar: {
    nav: "أقسام لوحة التحكم",
    menu: "القائمة",
    accountMenu: "قائمة الحساب",
    groups: ["العمل اليومي", "الجمهور", "الموقع", "الإدارة"],
    tabs: ["المحتوى", "الصفحات", "النشر المجدول", "الرسائل", "الوسائط", "الأسئلة الشائعة", "الفريق"],
    team: "الفريق",
    messages: "الرسائل",
    own: ["حسابي", "الأمان", "عرض الموقع"],
    logout: "تسجيل الخروج",
    summary: "ملخص",
    help: "مساعدة",
    helpTitle: "مساعدة: الرسائل",
    openMessages: "افتح تبويب الرسائل",
    altLabel: "النص البديل للصورة",
  },
  en: {
    nav: "Dashboard sections",
    menu: "Menu",
    accountMenu: "Account menu",
    groups: ["Daily work", "Audience", "Site", "Administration"],
    tabs: ["Content", "Pages", "Scheduled", "Messages", "Media", "FAQ", "Team"],
    team: "Team",
    messages: "Messages",
    own: ["My account", "Security", "View site"],
    logout: "Sign out",
    summary: "Summary",
    help: "Help",
    helpTitle: "Help: Messages",
    openMessages: "Open the Messages tab",
    altLabel: "Image alt text",
  },
} as const;

/** The bottom edge of the tab's own heading, in CSS pixels from the top of the viewport. */
async function tabHeadingBottom(page: Page) {
  const box = await page.locator("#dashboard-main h2").first().boundingBox();
  if (!box) throw new Error("the tab has no visible heading");
  return box.y + box.height;
}

// The wide screen and the phone each with JavaScript on and off and in both languages, the four pairs split between them.
describe.each([
  { javaScriptEnabled: true, locale: "ar" as const },
  { javaScriptEnabled: false, locale: "en" as const },
])("the navigation on a wide screen with JavaScript $javaScriptEnabled in $locale", ({ javaScriptEnabled, locale }) => {
  const text = words[locale];

  it("groups the tabs on a wide screen, marks the current one, keeps the cards to the overview and one's own pages in the account menu", async () => {
    const { page, close } = await signedIn(javaScriptEnabled, locale, { path: "/admin-dashboard" });
    const nav = page.getByRole("navigation", { name: text.nav });
    expect(await nav.getByRole("heading").allTextContents()).toEqual(text.groups);
    expect((await nav.getByRole("link").allTextContents()).slice(0, text.tabs.length)).toEqual(text.tabs);
    expect(await nav.getByRole("link", { name: text.tabs[0], exact: true }).getAttribute("aria-current")).toBe("page");
    await page.getByRole("region", { name: text.summary }).waitFor();

    // On the overview, each content item goes by its name in the dashboard's language; the key comes second.
    await openSection(page, "home", "hero");
    const row = page.locator('[data-key="home.hero.image_alt"]');
    expect(await row.locator("span.font-bold").first().innerText()).toBe(text.altLabel);
    await row.locator("code", { hasText: "home.hero.image_alt" }).waitFor();
    // The defaults' notes are English: in the English dashboard only.
    expect(await row.getByText("Alt text of the home hero illustration").count()).toBe(locale === "en" ? 1 : 0);

    await nav.getByRole("link", { name: text.messages }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/messages");
    await expect.poll(() => nav.getByRole("link", { name: text.messages }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("region", { name: text.summary }).count()).toBe(0);

    // The help for the tab on screen, in the dashboard's language, and back to the tab.
    await page.getByRole("link", { name: text.help, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/help/messages");
    await page.getByRole("heading", { level: 2, name: text.helpTitle }).waitFor();
    expect(await page.locator("#dashboard-main ol > li").count()).toBeGreaterThanOrEqual(3);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    expect((await page.request.get("/admin-dashboard/help/no-such-tab")).status()).toBe(404);
    await page.getByRole("link", { name: text.openMessages }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/messages");
    await page.getByRole("heading", { level: 2, name: text.helpTitle }).waitFor({ state: "detached" });

    // One's own account, its security, the public site and signing out: behind the account menu.
    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: text.accountMenu }) });
    // "View site" says in its name that it opens a new tab.
    for (const name of text.own) expect(await page.getByRole("link", { name }).isVisible()).toBe(false);
    await menu.locator("summary").click();
    for (const name of text.own) await menu.getByRole("link", { name }).waitFor();
    await menu.getByRole("button", { name: text.logout, exact: true }).waitFor();
    await menu.getByRole("link", { name: text.own[1], exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/security");
    if (javaScriptEnabled) {
      // A followed link closes the menu; Escape closes it too and gives the focus back to its button.
      await expect.poll(() => menu.getAttribute("open")).toBeNull();
      await menu.locator("summary").click();
      await page.keyboard.press("Escape");
      expect(await menu.getAttribute("open")).toBeNull();
      expect(await menu.locator("summary").evaluate((summary) => summary === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);
    }
    await close();
  });
});

describe.each([
  { javaScriptEnabled: false, locale: "ar" as const },
  { javaScriptEnabled: true, locale: "en" as const },
])("the navigation on a phone with JavaScript $javaScriptEnabled in $locale", ({ javaScriptEnabled, locale }) => {
  const text = words[locale];

  it("starts the chosen tab in the first screen and keeps the tabs in a drawer", async () => {
    const { page, close } = await signedIn(javaScriptEnabled, locale);
    await page.setViewportSize(phone);
    // Where sign-in lands, the content tab: its pages start in the first screen, above the launch
    // checklist (one line at the top links down to it).
    await page.goto("/admin-dashboard");
    const homePages = (await page.locator('[data-page="home"] > h3 > a').boundingBox())!;
    expect(homePages.y + homePages.height).toBeLessThan(phone.height);
    await page.goto("/admin-dashboard/messages");
    const nav = page.getByRole("navigation", { name: text.nav });
    expect(await nav.count()).toBe(0);
    expect(await tabHeadingBottom(page)).toBeLessThan(phone.height / 3);

    const drawer = page.locator("details").filter({ has: page.locator("summary", { hasText: new RegExp(`^${text.menu}$`) }) });
    await drawer.locator("summary").click();
    expect(await nav.getByRole("heading").allTextContents()).toEqual(text.groups);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: text.team, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/team");
    // Without JavaScript the new page comes with the drawer closed; with it, the followed link closes it.
    await expect.poll(() => nav.count()).toBe(0);
    expect(await tabHeadingBottom(page)).toBeLessThan(phone.height / 3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await close();
  });
});
