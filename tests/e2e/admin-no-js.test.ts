import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";
import { adminEmail, adminPassword, queryRow, request, startServer, type TestServer } from "../support/server";

/** The dashboard with JavaScript off: every step is a link or a real form post and a redirect. */
let server: TestServer;
let browser: Browser;
let page: Page;
let closePage: () => Promise<void>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page, close: closePage } = await openPage(browser, server.url, { javaScriptEnabled: false }));
});

afterAll(async () => {
  try {
    await closePage?.();
  } finally {
    await browser?.close();
    await server?.stop();
  }
});

const query = <T,>(sql: string, ...params: unknown[]) => queryRow<T>(server, sql, ...params);

async function publicHtml(path: string) {
  return (await request(server, path)).text();
}

/** The server-rendered notice that replaces the toast without JavaScript. */
async function expectNotice(text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).waitFor();
}

async function signIn(target: Page, email: string, password: string) {
  await target.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
  await target.getByLabel("كلمة المرور").fill(password);
  await target.getByRole("button", { name: "تسجيل الدخول" }).click();
  await target.waitForURL(/\/admin-dashboard/);
}

/** Opens a page panel and one of its sections, unless the server already rendered them open. */
async function openSection(pageId: string, category: string) {
  for (const selector of [`details[data-page="${pageId}"]`, `details[data-category="${pageId}.${category}"]`]) {
    const details = page.locator(selector);
    if ((await details.getAttribute("open")) === null) await details.locator("> summary").click();
  }
}

describe("the dashboard without JavaScript", () => {
  it("signs in", async () => {
    await page.goto("/admin-dashboard/team");
    await page.waitForURL(/\/admin-login\?redirectTo=/);
    expect(await page.getByRole("button", { name: "إظهار كلمة المرور" }).count()).toBe(0);
    await signIn(page, adminEmail, adminPassword);
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard/team");
  });

  it("edits a text that then shows on the public page", async () => {
    await page.goto("/admin-dashboard");
    await openSection("about", "hero");
    const row = page.locator('[data-key="about.hero.title"]');
    await row.getByRole("link", { name: "تعديل: about.hero.title" }).click();
    await page.waitForURL(/edit=/);
    await row.getByLabel("القيمة بالعربية").fill("حكايتنا مع الأطفال");
    await row.getByRole("button", { name: "حفظ" }).click();
    await expectNotice("تم تحديث المحتوى");
    await row.getByText("حكايتنا مع الأطفال").waitFor();
    expect(await publicHtml("/about-us")).toContain("حكايتنا مع الأطفال");
  });

  it("changes an icon through the grouped list of choices", async () => {
    await openSection("home", "main_features");
    const row = page.locator('[data-key="home.main_features.2.icon"]');
    await row.getByRole("link", { name: "تغيير الأيقونة: home.main_features.2.icon" }).click();
    await page.waitForURL(/icon=/);
    expect(await row.getByRole("group", { name: "التسوق والتجارة" }).getByRole("radio", { name: "Coins" }).isChecked()).toBe(true);
    await row.getByRole("group", { name: "الأنشطة والترفيه" }).getByRole("radio", { name: "Trophy" }).check();
    await row.getByRole("button", { name: "حفظ الأيقونة" }).click();
    await expectNotice("تم تحديث الأيقونة");
    expect(query("select valueEn from content_items where key = ?", "home.main_features.2.icon")).toEqual({ valueEn: "Trophy" });
  });

  it("deletes a button link after confirming, adds another, and the public hero button follows it", async () => {
    await openSection("home", "hero");
    const row = page.locator('[data-key="home.hero.learn_more_button"]');
    await row.getByRole("link", { name: "حذف الرابط: home.hero.learn_more_button" }).click();
    await page.waitForURL(/confirm=delete-link-/);
    await row.getByRole("button", { name: "تأكيد الحذف: home.hero.learn_more_button" }).click();
    await expectNotice("تم حذف الرابط");

    await row.getByRole("link", { name: "إضافة رابط: home.hero.learn_more_button" }).click();
    await page.waitForURL(/link=/);
    await row.getByLabel("قسم في هذه الصفحة").check();
    await row.getByLabel("القسم").selectOption("activities");
    await row.getByRole("button", { name: "حفظ" }).click();
    await expectNotice("تم إنشاء الرابط");
    expect(await publicHtml("/")).toMatch(/<a href="#activities"[^>]*data-link-type="section"/);
  });

  it("hides a page from the header, seen on the public site", async () => {
    await page.getByRole("link", { name: "رأس الموقع وتذييله" }).click();
    const header = page.getByRole("region", { name: "إعدادات رأس الموقع" });
    await header.getByLabel("المعلمون").uncheck();
    await header.getByRole("button", { name: "حفظ إعدادات الرأس" }).click();
    await expectNotice("تم حفظ إعدادات رأس الموقع");
    const html = await publicHtml("/");
    expect(html.slice(html.indexOf("<header"), html.indexOf("</header>"))).not.toContain('href="/teachers"');
  });

  it("adds a team member who then shows on the About page", async () => {
    await page.getByRole("link", { name: "الفريق", exact: true }).click();
    await page.getByRole("link", { name: "إضافة عضو" }).click();
    await page.getByLabel("الاسم").fill("خالد المهندي");
    await page.getByLabel("المنصب").fill("مطوّر التطبيقات");
    await page.getByLabel("نبذة مختصرة").fill("يبني تطبيق مهامي بحب.");
    await page.getByRole("button", { name: "حفظ" }).click();
    await expectNotice("تمت إضافة عضو الفريق");
    await page.getByRole("heading", { name: "خالد المهندي" }).waitFor();
    expect(await publicHtml("/about-us")).toContain("خالد المهندي");
  });

  it("marks a message read and deletes it after confirming", async () => {
    const database = server.openDatabase();
    database
      .prepare("insert into contact_messages (fullName, email, phone, subject, message) values (?, ?, ?, ?, ?)")
      .run("نورة", "noura@example.com", "", "استفسار عن الاشتراك", "كيف أشترك في التطبيق؟");
    database.close();
    await page.getByRole("link", { name: /^الرسائل/ }).click();
    await page.waitForURL(/\/admin-dashboard\/messages/);
    const message = page.getByTestId("message");
    expect(await message.getByText("جديدة").count()).toBe(1);
    await message.getByRole("button", { name: "تحديد كمقروءة" }).click();
    await expectNotice("تم تحديد الرسالة كمقروءة");
    expect(await message.getByText("جديدة").count()).toBe(0);
    await page.getByRole("link", { name: "حذف: استفسار عن الاشتراك" }).click();
    await page.waitForURL(/confirm=delete-/);
    await page.getByRole("button", { name: "تأكيد الحذف: استفسار عن الاشتراك" }).click();
    await expectNotice("تم حذف الرسالة");
    await page.getByText("لا توجد رسائل تواصل بعد.").waitFor();
    expect(query("select count(*) as count from contact_messages")).toEqual({ count: 0 });
  });

  it("adds an administrator who can sign in, then changes their password", async () => {
    await page.getByRole("link", { name: "المستخدمون" }).click();
    const form = page.getByRole("region", { name: "إضافة مسؤول" });
    await form.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("writer@mahami.qa");
    await form.getByLabel("كلمة المرور").fill("writer-password-1");
    await page.getByRole("button", { name: "إضافة مستخدم" }).click();
    await expectNotice("تم إنشاء المستخدم");

    const other = await openPage(browser, server.url, { javaScriptEnabled: false });
    await other.page.goto("/admin-login");
    await signIn(other.page, "writer@mahami.qa", "writer-password-1");

    await page.getByRole("link", { name: "تغيير كلمة المرور: writer@mahami.qa" }).click();
    await page.waitForURL(/password=/);
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("writer-password-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("does-not-match");
    await page.getByRole("button", { name: "تحديث كلمة المرور" }).click();
    await page.getByText("كلمتا المرور غير متطابقتين").waitFor();
    expect(await page.getByLabel("كلمة المرور الجديدة", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("writer-password-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("writer-password-2");
    await page.getByRole("button", { name: "تحديث كلمة المرور" }).click();
    await expectNotice("تم تحديث كلمة المرور");

    await other.page.goto("/admin-dashboard");
    await other.page.waitForURL(/admin-login/);
    await signIn(other.page, "writer@mahami.qa", "writer-password-2");
    await other.close();
  });

  it("signs out", async () => {
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await page.waitForURL(/admin-login/);
    await page.getByText("تم تسجيل خروجك.").waitFor();
    await page.goto("/admin-dashboard");
    await page.waitForURL(/admin-login\?redirectTo=/);
  });
});
