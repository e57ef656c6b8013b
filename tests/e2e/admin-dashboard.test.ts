import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, signInOnPage, signOutOnPage, useServerAndBrowser } from "../support/browser";
import { execute, queryRow } from "../support/database";
import { api, publicHtml, signIn } from "../support/http";
import { adminPassword } from "../support/server";

/** Every dashboard tab with JavaScript on: each mutation end to end, and axe on every tab. */
const { server, openPage } = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await openPage()); // closed, with its console check, after the last test
});

/** The opening tag of the public button (or link) whose text is `label`. */
function buttonTag(html: string, label: string) {
  const match = html.match(new RegExp(`<(a|button)\\b([^>]*)>(?:<svg[^>]*>(?:(?!</svg>)[\\s\\S])*</svg>)?${label}`));
  return match ? `<${match[1]}${match[2]}>` : "";
}

describe("the dashboard with JavaScript", () => {
  it("signs in from the Admin Portal page (axe-clean), with a password toggle", async () => {
    await page.goto("/admin-dashboard/users");
    await page.waitForURL(/\/admin-login\?redirectTo=/);
    await expectNoAxeViolations(page);
    const password = page.getByLabel("كلمة المرور");
    await password.fill(adminPassword);
    await page.getByRole("button", { name: "إظهار كلمة المرور" }).click();
    expect(await password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "إخفاء كلمة المرور" }).click();
    expect(await password.getAttribute("type")).toBe("password");
    // The text never runs under the toggle: the field keeps the toggle's width free on the toggle's side (left in Arabic).
    const toggle = (await page.getByRole("button", { name: "إظهار كلمة المرور" }).boundingBox())!;
    const field = (await password.boundingBox())!;
    expect(toggle.x - field.x).toBeLessThan(4);
    expect(Number.parseFloat(await password.evaluate((input) => getComputedStyle(input).paddingLeft))).toBeGreaterThanOrEqual(toggle.width);
    await signInOnPage(page);
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard/users");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  });

  it("edits a text inline and the public page shows it on the next request", async () => {
    await page.goto("/admin-dashboard");
    await expectNoAxeViolations(page);
    await openSection(page, "home", "hero");
    const row = page.locator('[data-key="home.hero.title"]');
    await row.getByRole("link", { name: "تعديل: home.hero.title" }).click();
    const arabic = row.getByLabel("القيمة بالعربية");
    expect(await arabic.getAttribute("dir")).toBe("rtl");
    expect(await row.getByLabel("القيمة بالإنجليزية").getAttribute("dir")).toBe("ltr");
    await expectNoAxeViolations(page);
    await arabic.fill("أنجز مهامك وافرح بمكافأتك");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    await row.getByText("أنجز مهامك وافرح بمكافأتك").waitFor();
    expect(await row.getByLabel("القيمة بالعربية").count()).toBe(0);
    expect(await publicHtml(server, "/")).toContain("أنجز مهامك وافرح بمكافأتك");
  });

  it("counts missing translations and filters them", async () => {
    const row = page.locator('[data-key="home.hero.badge"]');
    await openSection(page, "home", "hero");
    await row.getByRole("link", { name: "تعديل: home.hero.badge" }).click();
    await row.getByLabel("القيمة بالإنجليزية").fill("");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    await page.locator('[data-page="home"] > h3').getByText("ترجمة ناقصة واحدة").waitFor();
    await page.getByRole("link", { name: "عرض العناصر التي تنقصها ترجمة فقط" }).click();
    await page.waitForURL(/missing=1/);
    await expect.poll(() => page.locator('[data-page="home"] [data-key]').count()).toBe(1);
    expect(await page.locator('[data-key="home.hero.badge"]').isVisible()).toBe(true);
    await page.getByRole("link", { name: "عرض كل العناصر" }).click();
    await page.waitForURL((url) => !url.search.includes("missing"));
  });

  it("changes an icon through the searchable picker, which saves at once", async () => {
    await openSection(page, "home", "main_features");
    const row = page.locator('[data-key="home.main_features.1.icon"]');
    await row.getByRole("link", { name: "تغيير الأيقونة: home.main_features.1.icon" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("searchbox", { name: "ابحث عن أيقونة" }).fill("rock");
    expect(await dialog.getByRole("button").count()).toBe(2);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Rocket" }).click();
    await expectToast(page, "تم تحديث الأيقونة");
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByText("Rocket").waitFor();
    expect(await queryRow(server, `select "valueEn" from content_items where key = ?`, "home.main_features.1.icon")).toEqual({ valueEn: "Rocket" });
  });

  it("manages a button's link, which the public hero button then uses", async () => {
    await openSection(page, "home", "hero");
    const row = page.locator('[data-key="home.hero.start_button"]');
    await row.getByRole("link", { name: "تعديل الرابط: home.hero.start_button" }).click();
    await row.getByLabel("رابط الوجهة").waitFor();
    await row.getByLabel("صفحة في الموقع").check();
    expect(await row.getByLabel("رابط الوجهة").isVisible()).toBe(false);
    await row.getByLabel("الصفحة", { exact: true }).selectOption("parents");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث الرابط");
    await row.getByText("ينتقل إلى صفحة: أولياء الأمور").waitFor();
    const internal = buttonTag(await publicHtml(server, "/"), "ابدأ الآن");
    expect(internal).toContain('href="/parents"');
    expect(internal).toContain('data-link-type="internal"');

    await row.getByRole("link", { name: "حذف الرابط: home.hero.start_button" }).click();
    await row.getByRole("button", { name: "تأكيد الحذف: home.hero.start_button" }).click();
    await expectToast(page, "تم حذف الرابط");
    await row.getByText("لا يوجد رابط لهذا الزر بعد").waitFor();
    expect(buttonTag(await publicHtml(server, "/"), "ابدأ الآن")).toMatch(/^<button[^>]*disabled=""/);

    await row.getByRole("link", { name: "إضافة رابط: home.hero.start_button" }).click();
    await row.getByLabel("رابط خارجي").check();
    await row.getByLabel("رابط الوجهة").fill("javascript:alert(1)");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await row.getByText(/استخدم رابطاً يبدأ بـ http/).waitFor();
    await row.getByLabel("رابط الوجهة").fill("https://example.com/start");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم إنشاء الرابط");
    expect(buttonTag(await publicHtml(server, "/"), "ابدأ الآن")).toContain('href="https://example.com/start"');
  });

  it("saves the header and footer settings, seen on the public site", async () => {
    await page.getByRole("link", { name: "رأس الموقع وتذييله" }).click();
    await page.waitForURL(/header-footer/);
    await expectNoAxeViolations(page);
    const header = page.getByRole("region", { name: "إعدادات رأس الموقع" });
    await header.getByLabel("أولياء الأمور").uncheck();
    await header.getByRole("button", { name: "حفظ إعدادات الرأس" }).click();
    await expectToast(page, "تم حفظ إعدادات رأس الموقع");
    expect(await publicHtml(server, "/")).not.toMatch(/<header[\s\S]*href="\/parents"[\s\S]*<\/header>/);

    const footer = page.getByRole("region", { name: "إعدادات تذييل الموقع" });
    await footer.getByLabel("هاتف التواصل").fill("+974 4444 1234");
    await footer.getByRole("button", { name: "حفظ إعدادات التذييل" }).click();
    await expectToast(page, "تم حفظ إعدادات تذييل الموقع");
    expect(await publicHtml(server, "/")).toContain("+974 4444 1234");
    // The header form starts again from the stored row after its save (keyed by it): one form, unticked.
    await expect.poll(() => header.getByLabel("أولياء الأمور").count()).toBe(1);
    expect(await header.getByLabel("أولياء الأمور").isChecked()).toBe(false);
  });

  it("pages, filters, marks read and deletes contact messages", async () => {
    for (let index = 1; index <= 27; index += 1) {
      const minute = String(index).padStart(2, "0");
      await execute(
        server,
        `insert into contact_messages ("fullName", email, phone, subject, message, "createdAt") values (?, ?, ?, ?, ?, ?)`,
        `مرسل ${index}`,
        `sender${index}@example.com`,
        "+974 5555 0000",
        `موضوع رقم ${index}`,
        `نص الرسالة ${index}`,
        `2026-01-05T10:${minute}:00.000Z`,
      );
    }

    await page.getByRole("link", { name: /^الرسائل/ }).click();
    await page.waitForURL(/messages/);
    await page.getByText("27 رسالة غير مقروءة").first().waitFor({ state: "attached" });
    await expect.poll(() => page.getByTestId("message").count()).toBe(25);
    expect(await page.getByTestId("message").first().innerText()).toContain("موضوع رقم 27");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "الصفحة التالية" }).click();
    await page.getByText("الصفحة 2 من 2").waitFor();
    await expect.poll(() => page.getByTestId("message").count()).toBe(2);
    await page.getByRole("link", { name: "الصفحة السابقة" }).click();
    await page.getByText("الصفحة 1 من 2").waitFor();

    const newest = page.getByTestId("message").first();
    expect(await newest.getByText("جديدة").count()).toBe(1);
    await newest.getByRole("button", { name: "تحديد الرسالة كمقروءة" }).click();
    await expectToast(page, "تم تحديد الرسالة كمقروءة");
    // The messages tab's count (the summary cards are on the overview only).
    await page.getByText("26 رسالة غير مقروءة").first().waitFor({ state: "attached" });

    await page.getByRole("link", { name: "المقروءة", exact: true }).click();
    await page.waitForURL(/filter=read/);
    await expect.poll(() => page.getByTestId("message").count()).toBe(1);
    await page.getByRole("link", { name: "حذف: موضوع رقم 27" }).click();
    await page.getByRole("button", { name: "تأكيد الحذف: موضوع رقم 27" }).click();
    await expectToast(page, "تم حذف الرسالة");
    await page.getByText("لا توجد رسائل تطابق هذا الاختيار.").waitFor();
    expect(await queryRow(server, "select count(*) as count from contact_messages")).toEqual({ count: 26 });
  });

  it("adds, edits and deletes a team member, shown on the About page", async () => {
    await page.getByRole("link", { name: "الفريق", exact: true }).click();
    await page.waitForURL(/team/);
    await page.getByText("لا يوجد أعضاء في الفريق بعد.", { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "إضافة عضو" }).click();
    // The button says «نشر» once saving would make the member public: active and written in both languages.
    const save = page.getByRole("button", { name: /^(حفظ|نشر)$/ });
    expect(await save.isDisabled()).toBe(true);
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    await arabic.getByLabel("الاسم").fill("مريم الكواري");
    expect(await save.isDisabled()).toBe(true);
    await arabic.getByLabel("المنصب").fill("مديرة المنتج");
    expect(await save.isDisabled()).toBe(false);
    expect(await save.textContent()).toBe("حفظ");
    expect(await arabic.getByLabel("نبذة مختصرة").getAttribute("rows")).toBe("3");
    await english.getByLabel("الاسم").fill("Maryam Al-Kuwari");
    await english.getByLabel("المنصب").fill("Product manager");
    expect(await save.textContent()).toBe("نشر");
    await page.getByLabel("رابط الصورة").fill("/robots.txt");
    await page.getByLabel("رابط الصورة").blur();
    await page.waitForFunction(() => !document.querySelector("figure img"));
    await page.getByLabel("رابط الصورة").fill("/images/placeholder-avatar.svg");
    await page.getByText("معاينة الصورة").waitFor();
    await expectNoAxeViolations(page);
    await save.click();
    await expectToast(page, "تمت إضافة عضو الفريق");
    await page.getByTestId("team-member").getByText("مريم الكواري").waitFor();
    expect(await publicHtml(server, "/about-us")).toContain("مريم الكواري");

    await page.getByRole("link", { name: "تعديل: مريم الكواري" }).click();
    await page.getByRole("group", { name: "بالعربية" }).getByLabel("المنصب").fill("مديرة التقنية");
    await page.getByLabel("إظهار العضو في صفحة «من نحن»").uncheck();
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expectToast(page, "تم تحديث بيانات عضو الفريق");
    await page.getByText("مخفي عن الموقع").waitFor();
    expect(await publicHtml(server, "/about-us")).not.toContain("مريم الكواري");

    await page.getByRole("link", { name: "حذف: مريم الكواري" }).click();
    await page.getByRole("button", { name: "تأكيد الحذف: مريم الكواري" }).click();
    await expectToast(page, "تم حذف عضو الفريق");
    expect(await queryRow(server, "select count(*) as count from team_members")).toEqual({ count: 0 });
  });

  it("changes another account's password, which ends its other sessions, and deletes it", async () => {
    // People are invited, not given a password (tests/e2e/invitations.test.ts); this account is made through the API.
    const created = await api(server, "POST", "/api/admin/users", {
      cookie: await signIn(server),
      body: { email: "editor@mahami.qa", password: "first-password-1" },
    });
    expect(created.status).toBe(201);
    await page.getByRole("link", { name: "الحسابات" }).click();
    await page.waitForURL(/users/);
    await page.getByTestId("user-row").getByText("editor@mahami.qa").waitFor();
    await expectNoAxeViolations(page);

    const other = await openPage();
    await other.page.goto("/admin-login");
    await signInOnPage(other.page, "editor@mahami.qa", "first-password-1");

    await page.getByRole("link", { name: "تغيير كلمة المرور: editor@mahami.qa" }).click();
    const update = page.getByRole("button", { name: "تحديث كلمة المرور" });
    await update.click();
    await page.getByText("يرجى إدخال كلمة مرور جديدة.").waitFor();
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("second-password-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("something-else-3");
    await update.click();
    await page.getByText("كلمتا المرور غير متطابقتين.").waitFor();
    expect(await page.getByLabel("كلمة المرور الجديدة", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("كلمة المرور الجديدة", { exact: true }).fill("second-password-2");
    await page.getByLabel("تأكيد كلمة المرور الجديدة").fill("second-password-2");
    await update.click();
    await expectToast(page, "تم تحديث كلمة المرور");
    await expect.poll(() => page.getByLabel("كلمة المرور الجديدة", { exact: true }).count()).toBe(0);

    // Their other session ended with the change.
    await other.page.reload();
    await other.page.waitForURL(/admin-login/);
    await signInOnPage(other.page, "editor@mahami.qa", "second-password-2");
    await other.close();

    await page.getByRole("link", { name: "حذف: editor@mahami.qa" }).click();
    await page.getByRole("button", { name: "تأكيد الحذف: editor@mahami.qa" }).click();
    await expectToast(page, "تم حذف المسؤول");
    expect(await queryRow(server, "select count(*) as count from users")).toEqual({ count: 1 });
  });

  it("seeds, adds, edits and deletes FAQ entries", async () => {
    // A fresh install ships ten questions; the sample button shows on an emptied list.
    await execute(server, "delete from content_items where page = 'faq'");
    await page.getByRole("link", { name: "الأسئلة الشائعة" }).click();
    await page.waitForURL(/faq/);
    await page.getByText("لا توجد أسئلة بعد.").waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "إضافة 3 أسئلة نموذجية" }).click();
    await expectToast(page, "تمت إضافة 3 أسئلة نموذجية");
    // One card per entry, question and answer together (docs/decisions/0057-faq-and-team-as-bilingual-records.md).
    await page.getByTestId("faq-entry").nth(2).waitFor();
    await expect.poll(() => page.getByTestId("faq-entry").count()).toBe(3);

    await page.getByRole("link", { name: "إضافة سؤال" }).click();
    const save = page.getByRole("button", { name: "نشر", exact: true });
    expect(await save.isDisabled()).toBe(true);
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    await arabic.getByLabel("السؤال").fill("هل يمكن لأكثر من طفل استخدام الحساب نفسه؟");
    await arabic.getByLabel("الإجابة").fill("نعم، أضف كل أطفالك إلى حساب العائلة.");
    await english.getByLabel("السؤال").fill("Can several children share one account?");
    await english.getByLabel("الإجابة").fill("Yes: add all your children to the family account.");
    await expectNoAxeViolations(page);
    await save.click();
    await expectToast(page, "تم إنشاء السؤال");
    expect(await publicHtml(server, "/contact")).toContain("هل يمكن لأكثر من طفل استخدام الحساب نفسه؟");

    await page.getByRole("link", { name: "تعديل: هل يمكن لأكثر من طفل استخدام الحساب نفسه؟" }).click();
    await page.getByRole("group", { name: "بالعربية" }).getByLabel("السؤال").fill("هل يستطيع عدة أطفال مشاركة حساب واحد؟");
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث السؤال");
    await page.getByRole("heading", { name: "هل يستطيع عدة أطفال مشاركة حساب واحد؟" }).waitFor();

    await page.getByRole("link", { name: "حذف: هل يستطيع عدة أطفال مشاركة حساب واحد؟" }).click();
    await page.getByRole("button", { name: "تأكيد الحذف: هل يستطيع عدة أطفال مشاركة حساب واحد؟" }).click();
    await expectToast(page, "تم حذف السؤال");
    await expect.poll(() => page.getByTestId("faq-entry").count()).toBe(3);
    expect(await queryRow(server, "select count(*) as count from content_items where page = 'faq'")).toEqual({ count: 6 });
  });

  it("shows one toast at a time that F8 reaches and a click dismisses", async () => {
    // The test before ends on the same words ("تم حذف السؤال"): its toast must be gone first, or a slow
    // answer brings this one in after the click dismissed that one (and under the pointer it stays).
    await expect.poll(() => page.getByTestId("toast").count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole("link", { name: "حذف: كيف تصل المكافآت إلى محفظة طفلي؟" }).click();
    await page.getByRole("button", { name: "تأكيد الحذف: كيف تصل المكافآت إلى محفظة طفلي؟" }).click();
    await expectToast(page, "تم حذف السؤال");
    await expect.poll(() => page.getByTestId("toast").count()).toBe(1);
    await page.keyboard.press("F8");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("الإشعارات (F8)");
    await page.getByRole("button", { name: "إغلاق الإشعار" }).click();
    // The toast leaves with its exit animation: on a busy machine that can outlast expect.poll's default second.
    await expect.poll(() => page.getByTestId("toast").count(), { timeout: 10_000 }).toBe(0);
  });

  it("switches the dashboard to English and back", async () => {
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("link", { name: "Header and footer" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard/faq");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "العربية" }).click();
    await page.getByRole("link", { name: "رأس الموقع وتذييله" }).waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  });

  it("signs out", async () => {
    await signOutOnPage(page);
    await page.goto("/admin-dashboard");
    await page.waitForURL(/admin-login\?redirectTo=/);
  });
});
