import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectToast, openSection, signInOnPage, signOutOnPage, useServerAndBrowser } from "../support/browser";
import { execute, queryRow } from "../support/database";
import { api, publicHtml, signIn } from "../support/http";

/** The dashboard with JavaScript off: every step is a link or a real form post and a redirect. */
const { server, openPage } = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await openPage({ javaScriptEnabled: false })); // closed, with its console check, after the last test
});

describe("the dashboard without JavaScript", () => {
  it("signs in", async () => {
    await page.goto("/admin-dashboard/team");
    await page.waitForURL(/\/admin-login\?redirectTo=/);
    expect(await page.getByRole("button", { name: "إظهار كلمة المرور" }).count()).toBe(0);
    await signInOnPage(page);
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard/team");
  });

  it("edits a text that then shows on the public page", async () => {
    await page.goto("/admin-dashboard");
    await openSection(page, "about", "hero");
    const row = page.locator('[data-key="about.hero.title"]');
    await row.getByRole("link", { name: "تعديل: about.hero.title" }).click();
    await page.waitForURL(/edit=/);
    await row.getByLabel("القيمة بالعربية").fill("حكايتنا مع الأطفال");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    await row.getByText("حكايتنا مع الأطفال").waitFor();
    expect(await publicHtml(server, "/about-us")).toContain("حكايتنا مع الأطفال");
  });

  it("changes an icon through the grouped list of choices", async () => {
    await openSection(page, "home", "main_features");
    const row = page.locator('[data-key="home.main_features.2.icon"]');
    await row.getByRole("link", { name: "تغيير الأيقونة: home.main_features.2.icon" }).click();
    await page.waitForURL(/icon=/);
    expect(await row.getByRole("group", { name: "التسوق والتجارة" }).getByRole("radio", { name: "Coins" }).isChecked()).toBe(true);
    await row.getByRole("group", { name: "الأنشطة والترفيه" }).getByRole("radio", { name: "Trophy" }).check();
    await row.getByRole("button", { name: "حفظ الأيقونة" }).click();
    await expectToast(page, "تم تحديث الأيقونة");
    expect(await queryRow(server, `select "valueEn" from content_items where key = ?`, "home.main_features.2.icon")).toEqual({ valueEn: "Trophy" });
  });

  it("deletes a button link after confirming, adds another, and the public hero button follows it", async () => {
    await openSection(page, "home", "hero");
    const row = page.locator('[data-key="home.hero.learn_more_button"]');
    await row.getByRole("link", { name: "حذف الرابط: home.hero.learn_more_button" }).click();
    await page.waitForURL(/confirm=delete-link-/);
    await row.getByRole("button", { name: "تأكيد الحذف: home.hero.learn_more_button" }).click();
    await expectToast(page, "تم حذف الرابط");

    await row.getByRole("link", { name: "إضافة رابط: home.hero.learn_more_button" }).click();
    await page.waitForURL(/link=/);
    await row.getByLabel("قسم في هذه الصفحة").check();
    await row.getByLabel("القسم").selectOption("activities");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم إنشاء الرابط");
    expect(await publicHtml(server, "/")).toMatch(/<a href="#activities"[^>]*data-link-type="section"/);
  });

  it("hides a page from the header, seen on the public site", async () => {
    await page.getByRole("link", { name: "رأس الموقع وتذييله" }).click();
    const header = page.getByRole("region", { name: "إعدادات رأس الموقع" });
    await header.getByLabel("المعلمون").uncheck();
    await header.getByRole("button", { name: "حفظ إعدادات الرأس" }).click();
    await expectToast(page, "تم حفظ إعدادات رأس الموقع");
    const html = await publicHtml(server, "/");
    expect(html.slice(html.indexOf("<header"), html.indexOf("</header>"))).not.toContain('href="/teachers"');
  });

  it("adds a team member who then shows on the About page", async () => {
    await page.getByRole("link", { name: "الفريق", exact: true }).click();
    await page.getByRole("link", { name: "إضافة عضو" }).click();
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    await arabic.getByLabel("الاسم").fill("خالد المهندي");
    await arabic.getByLabel("المنصب").fill("مطوّر التطبيقات");
    await arabic.getByLabel("نبذة مختصرة").fill("يبني تطبيق مهامي بحب.");
    await english.getByLabel("الاسم").fill("Khalid Al-Mohannadi");
    await english.getByLabel("المنصب").fill("App developer");
    await english.getByLabel("نبذة مختصرة").fill("Builds the Mahami app with care.");
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تمت إضافة عضو الفريق");
    await page.getByRole("heading", { name: "خالد المهندي" }).waitFor();
    expect(await publicHtml(server, "/about-us")).toContain("خالد المهندي");
    expect(await publicHtml(server, "/en/about-us")).toContain("Khalid Al-Mohannadi");
  });

  it("marks a message read and deletes it after confirming", async () => {
    const insert = `insert into contact_messages ("fullName", email, phone, subject, message) values (?, ?, ?, ?, ?)`;
    await execute(server, insert, "نورة", "noura@example.com", "", "استفسار عن الاشتراك", "كيف أشترك في التطبيق؟");
    await page.getByRole("link", { name: /^الرسائل/ }).click();
    await page.waitForURL(/\/admin-dashboard\/messages/);
    const message = page.getByTestId("message");
    expect(await message.getByText("جديدة").count()).toBe(1);
    await message.getByRole("button", { name: "تحديد الرسالة كمقروءة" }).click();
    await expectToast(page, "تم تحديد الرسالة كمقروءة");
    expect(await message.getByText("جديدة").count()).toBe(0);
    await page.getByRole("link", { name: "حذف: استفسار عن الاشتراك" }).click();
    await page.waitForURL(/confirm=delete-/);
    await page.getByRole("button", { name: "تأكيد الحذف: استفسار عن الاشتراك" }).click();
    await expectToast(page, "تم حذف الرسالة");
    await page.getByText("لا توجد رسائل تواصل بعد.").waitFor();
    expect(await queryRow(server, "select count(*) as count from contact_messages")).toEqual({ count: 0 });
  });

  it("changes another account's password, which ends its other sessions", async () => {
    // People are invited, not given a password (tests/e2e/invitations.test.ts); this account is made through the API.
    const created = await api(server, "POST", "/api/admin/users", {
      cookie: await signIn(server),
      body: { email: "writer@mahami.qa", password: "gilded-pepper-shore-1" },
    });
    expect(created.status).toBe(201);
    await page.getByRole("link", { name: "الحسابات" }).click();
    await page.getByTestId("user-row").getByText("writer@mahami.qa").waitFor();

    const other = await openPage({ javaScriptEnabled: false });
    await other.page.goto("/admin-login");
    await signInOnPage(other.page, "writer@mahami.qa", "gilded-pepper-shore-1");

    await page.getByRole("link", { name: "تغيير كلمة المرور: writer@mahami.qa" }).click();
    await page.waitForURL(/password=/);
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("gilded-pepper-shore-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("does-not-match");
    await page.getByRole("button", { name: "تحديث كلمة المرور" }).click();
    await page.getByText("كلمتا المرور غير متطابقتين.").waitFor();
    expect(await page.getByLabel("كلمة المرور الجديدة", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("gilded-pepper-shore-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("gilded-pepper-shore-2");
    await page.getByRole("button", { name: "تحديث كلمة المرور" }).click();
    await expectToast(page, "تم تحديث كلمة المرور");

    await other.page.goto("/admin-dashboard");
    await other.page.waitForURL(/admin-login/);
    await signInOnPage(other.page, "writer@mahami.qa", "gilded-pepper-shore-2");
    await other.close();
  });

  it("signs out", async () => {
    await signOutOnPage(page);
    await page.goto("/admin-dashboard");
    await page.waitForURL(/admin-login\?redirectTo=/);
  });
});
