import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow, queryRows } from "../support/database";
import { publicHtml, signIn } from "../support/http";
import { api } from "../support/openapi";

/*
 * "Publish all drafts" in Chromium (docs/decisions/0026-drafts-preview-translation-status.md, amendment), with JavaScript on and off, in Arabic and English:
 * the content tab's button says what it does and how many drafts; it opens a review listing each
 * draft (page, what it changes, who saved it and when, its schedule); the confirm publishes the
 * listed drafts only — one saved after the list was shown stays a draft and the review says so.
 * On a phone (390×844) the button and the review fit the screen. An editor has no such button.
 */
const { server, openPage, signedIn } = useServerAndBrowser();
let admin: string;

beforeAll(async () => {
  admin = await signIn(server);
});

async function saveDraft(key: string, values: { valueAr?: string; valueEn?: string }) {
  const { id } = await queryRow<{ id: number }>(server, "select id from content_items where key = ?", key);
  expect((await api(server, "PUT", `/api/admin/content/${id}/draft`, { cookie: admin, body: values })).status).toBe(200);
  return id;
}

async function draftKeys() {
  const rows = await queryRows<{ key: string }>(
    server,
    `select i.key from content_drafts d join content_items i on i.id = d."contentItemId" order by i.key`,
  );
  return rows.map((row) => row.key);
}

/** The page has no horizontal scroll: everything fits the phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const words = {
  ar: {
    button: "نشر المسودتين (2)",
    title: "نشر جميع المسودات",
    list: "المسودات التي ستُنشر",
    sellers: "التجّار",
    about: "من نحن",
    both: "العربية والإنجليزية",
    arabic: "العربية",
    scheduled: "موعد نشرها المجدول",
    notScheduled: "غير مجدولة",
    warning: "بعض هذه المسودات مجدول نشرها لاحقاً.",
    confirmTwo: "نشر هاتين المسودتين",
    publishedTwo: "نُشرت مسودتان",
    leftOne: "حُفظت مسودة واحدة بعد فتح القائمة فلم تُنشر. راجعها أدناه.",
    confirmOne: "نشر هذه المسودة",
    publishedOne: "نُشرت مسودة واحدة",
  },
  en: {
    button: "Publish all drafts (2)",
    title: "Publish all drafts",
    list: "Drafts to publish",
    sellers: "Sellers",
    about: "About us",
    both: "Arabic and English",
    arabic: "Arabic",
    scheduled: "Scheduled for",
    notScheduled: "Not scheduled",
    warning: "Some of these drafts are scheduled for later.",
    confirmTwo: "Publish these 2 drafts",
    publishedTwo: "2 drafts published",
    leftOne: "1 draft was saved after the list was opened, so it was not published. Review it below.",
    confirmOne: "Publish this draft",
    publishedOne: "1 draft published",
  },
} as const;

describe.each([
  { javaScript: false, locale: "ar" as const },
  { javaScript: true, locale: "ar" as const },
  { javaScript: false, locale: "en" as const },
  { javaScript: true, locale: "en" as const },
])("publish all drafts with JavaScript $javaScript in $locale", ({ javaScript, locale }) => {
  const text = words[locale];
  const run = `${locale}-${javaScript ? "js" : "nojs"}`;

  it("reviews the drafts, publishes the listed ones, and keeps a draft saved after the list for a second review", async () => {
    await saveDraft("about.hero.badge", { valueAr: `شارة من نحن ${run}` });
    const sellers = await saveDraft("sellers.hero.badge", { valueAr: `شارة التجّار ${run}`, valueEn: `Sellers badge ${run}` });
    const at = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const schedule = await api(server, "POST", "/api/admin/schedules", { cookie: admin, body: { at, ids: [sellers] } });
    expect(schedule.status).toBe(201);

    const { page, close } = await signedIn(javaScript, locale, { path: "/admin-dashboard" });
    await page.getByRole("link", { name: text.button, exact: true }).click();
    await page.waitForURL(/\/admin-dashboard\/publish-drafts$/);
    await page.getByRole("heading", { name: text.title, level: 2 }).waitFor();
    const list = page.getByRole("list", { name: text.list });
    const cards = list.getByRole("listitem");
    expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-draft")))).toEqual([
      "sellers.hero.badge",
      "about.hero.badge",
    ]);
    const sellersCard = list.locator('[data-draft="sellers.hero.badge"]');
    const aboutCard = list.locator('[data-draft="about.hero.badge"]');
    await sellersCard.getByText(text.sellers, { exact: true }).waitFor();
    await sellersCard.getByText(text.both, { exact: true }).waitFor();
    await sellersCard.getByText(text.scheduled).waitFor();
    await sellersCard.getByText("admin@mahami.qa").waitFor();
    await aboutCard.getByText(text.about, { exact: true }).waitFor();
    await aboutCard.getByText(text.arabic, { exact: true }).waitFor();
    await aboutCard.getByText(text.notScheduled, { exact: true }).waitFor();
    await page.getByText(text.warning).waitFor();
    if (javaScript) await expectNoAxeViolations(page);

    // Someone saves another draft while the list is open: it was not reviewed, so it is not published.
    await saveDraft("teachers.hero.badge", { valueEn: `Teachers badge ${run}` });
    await page.getByRole("button", { name: text.confirmTwo }).click();
    await expectToast(page, text.publishedTwo);
    await page.getByText(text.leftOne).waitFor();
    expect(page.url()).toMatch(/\/admin-dashboard\/publish-drafts$/);
    expect(await draftKeys()).toEqual(["teachers.hero.badge"]);
    expect(await publicHtml(server, "/about-us")).toContain(`شارة من نحن ${run}`);
    expect(await publicHtml(server, "/en/teachers")).not.toContain(`Teachers badge ${run}`);
    expect(await list.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("data-draft")))).toEqual([
      "teachers.hero.badge",
    ]);
    if (javaScript) await expectNoAxeViolations(page);

    await page.getByRole("button", { name: text.confirmOne }).click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    await expectToast(page, text.publishedOne);
    expect(await draftKeys()).toEqual([]);
    expect(await publicHtml(server, "/en/teachers")).toContain(`Teachers badge ${run}`);
    expect(await page.locator('a[href="/admin-dashboard/publish-drafts"]').count()).toBe(0);
    expect((await api(server, "DELETE", `/api/admin/schedules/${schedule.body.id}`, { cookie: admin })).status).toBe(204);
    await close();
  });
});

describe("on a phone (390×844), in Arabic with JavaScript", () => {
  it("shows the labelled button on the dashboard screen and a review that fits, without a sideways scroll", async () => {
    await saveDraft("home.hero.badge", { valueAr: "شارة الرئيسية على الهاتف" });
    await saveDraft("parents.hero.badge", { valueEn: "Parents badge on a phone" });
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/admin-login");
    await signInOnPage(page);
    const button = page.getByRole("link", { name: "نشر المسودتين (2)", exact: true });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);

    await button.click();
    await page.waitForURL(/\/admin-dashboard\/publish-drafts$/);
    await page.getByRole("list", { name: "المسودات التي ستُنشر" }).getByRole("listitem").nth(1).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const confirm = page.getByRole("button", { name: "نشر هاتين المسودتين" });
    await confirm.scrollIntoViewIfNeeded();
    const confirmBox = (await confirm.boundingBox())!;
    expect(confirmBox.x + confirmBox.width).toBeLessThanOrEqual(390);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard");
    await expectToast(page, "نُشرت مسودتان");
    expect(await draftKeys()).toEqual([]);
    await close();
  });
});

describe("as an editor", () => {
  it("shows no publish-all button, and the review's address is the 403 page inside the dashboard", async () => {
    const email = "publish-all-editor@mahami.qa";
    const password = "an-editor-passphrase-in-the-browser";
    expect((await api(server, "POST", "/api/admin/users", { cookie: admin, body: { email, password, role: "editor" } })).status).toBe(201);
    await saveDraft("contact.hero.title", { valueEn: "Contact title draft for the editor" });
    const { page, close } = await openPage({ failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page, email, password);
    await page.goto("/admin-dashboard");
    await page.getByRole("heading", { name: "إدارة المحتوى" }).waitFor();
    expect(await page.locator('a[href="/admin-dashboard/publish-drafts"]').count()).toBe(0);
    const refused = await page.goto("/admin-dashboard/publish-drafts");
    expect(refused?.status()).toBe(403);
    await page.getByRole("heading", { name: "لا يتيح لك دورك فتح هذا التبويب" }).waitFor();
    expect(await draftKeys()).toEqual(["contact.hero.title"]);
    await close();
  });
});
