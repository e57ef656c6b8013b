import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";
import { publicHtml } from "../support/http";

/*
 * FAQ entries and team members as bilingual records (docs/decisions/0057-faq-and-team-as-bilingual-records.md): the
 * form holds Arabic and English side by side, each in its direction; a member waits off the About
 * page until both are written, and each About page shows its own language. With JavaScript in
 * Arabic, without it in English, and the form on a phone.
 */
const { server, openPage, signedIn } = useServerAndBrowser();

describe("a team member in Arabic and English", () => {
  it("with JavaScript, in Arabic: waits while the English is missing, then shows on each About page in its language", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard/team?new=1" });
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    expect(await arabic.getByLabel("الاسم").getAttribute("dir")).toBe("rtl");
    expect(await english.getByLabel("الاسم").getAttribute("dir")).toBe("ltr");
    expect(await english.getByLabel("نبذة مختصرة").getAttribute("lang")).toBe("en");
    // Side by side on a wide screen: the Arabic group on the right (the start), the English on its left.
    const [arBox, enBox] = [(await arabic.boundingBox())!, (await english.boundingBox())!];
    expect(Math.abs(arBox.y - enBox.y)).toBeLessThan(2);
    expect(arBox.x).toBeGreaterThan(enBox.x);
    await page.getByText("يظهر العضو في صفحة «من نحن» حين يُكتب اسمه ومنصبه ونبذته باللغتين").waitFor();
    await expectNoAxeViolations(page);

    await arabic.getByLabel("الاسم").fill("نورة المهندي");
    await arabic.getByLabel("المنصب").fill("مديرة المنتج");
    await arabic.getByLabel("نبذة مختصرة").fill("تقود تصميم تطبيق مهامي مع الأهالي والمعلمين.");
    await page.getByRole("button", { name: "حفظ", exact: true }).click();
    await expectToast(page, "تمت إضافة عضو الفريق");
    const card = page.getByTestId("team-member").filter({ hasText: "نورة المهندي" });
    await card.getByText("لا يظهر للزوار: تنقص الإنجليزية").waitFor();
    await expectNoAxeViolations(page);
    expect(await publicHtml(server, "/about-us")).not.toContain("نورة المهندي");

    await card.getByRole("link", { name: "تعديل: نورة المهندي" }).click();
    await english.getByLabel("الاسم").fill("Noura Al-Mohannadi");
    await english.getByLabel("المنصب").fill("Head of Product");
    await english.getByLabel("نبذة مختصرة").fill("Leads the design of the Mahami app with parents and teachers.");
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث بيانات عضو الفريق");
    await card.getByText("Noura Al-Mohannadi · Head of Product").waitFor();
    expect(await card.getByText("لا يظهر للزوار", { exact: false }).count()).toBe(0);

    await page.goto("/about-us");
    const arabicCard = page.getByTestId("team-member").filter({ hasText: "نورة المهندي" });
    await arabicCard.getByText("مديرة المنتج").waitFor();
    expect(await arabicCard.textContent()).not.toContain("Head of Product");
    await page.goto("/en/about-us");
    const englishCard = page.getByTestId("team-member").filter({ hasText: "Noura Al-Mohannadi" });
    await englishCard.getByText("Head of Product").waitFor();
    await englishCard.getByText("Leads the design of the Mahami app with parents and teachers.").waitFor();
    expect(await englishCard.textContent()).not.toMatch(/[\u0600-\u06FF]/);
    await expectNoAxeViolations(page);
    await close();
  });

  it("without JavaScript, in English: adds a member in both languages in one save", async () => {
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard/team" });
    await page.getByRole("link", { name: "Add member" }).click();
    const arabic = page.getByRole("group", { name: "In Arabic" });
    const english = page.getByRole("group", { name: "In English" });
    await arabic.getByLabel("Name").fill("خالد الكواري");
    await arabic.getByLabel("Position").fill("مطوّر التطبيقات");
    await english.getByLabel("Name").fill("Khalid Al-Kuwari");
    await english.getByLabel("Position").fill("App developer");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Team member added");
    await page.getByRole("heading", { name: "Khalid Al-Kuwari" }).waitFor();
    // The English list leads with the English, the Arabic beside it in its own direction.
    expect(await page.getByTestId("team-member").filter({ hasText: "Khalid Al-Kuwari" }).locator('[lang="ar"]').getAttribute("dir")).toBe("rtl");
    expect(await queryRow(server, `select name, "nameEn", "positionEn" from team_members where "nameEn" = ?`, "Khalid Al-Kuwari")).toEqual({
      name: "خالد الكواري",
      nameEn: "Khalid Al-Kuwari",
      positionEn: "App developer",
    });
    await page.goto("/en/about-us");
    await page.getByTestId("team-member").filter({ hasText: "Khalid Al-Kuwari" }).getByText("App developer").waitFor();
    const arabicPage = await publicHtml(server, "/about-us");
    expect(arabicPage).toContain("خالد الكواري");
    expect(arabicPage).toContain("مطوّر التطبيقات");
    expect(arabicPage).not.toContain("Khalid Al-Kuwari");
    await close();
  });

  it("on a phone (390×844), the two languages stack, Arabic first, and the form is axe-clean", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.goto("/admin-dashboard/team?new=1");
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    const [arBox, enBox] = [(await arabic.boundingBox())!, (await english.boundingBox())!];
    expect(enBox.y).toBeGreaterThan(arBox.y + arBox.height - 1);
    expect(arBox.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await close();
  });
});

describe("an FAQ entry in Arabic and English", () => {
  it("with JavaScript, in Arabic: adds a question with its answer without a key, shown on both contact pages", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard/faq" });
    await page.getByRole("link", { name: "إضافة سؤال" }).click();
    const arabic = page.getByRole("group", { name: "بالعربية" });
    const english = page.getByRole("group", { name: "بالإنجليزية" });
    expect(await page.getByLabel("المفتاح").count()).toBe(0);
    expect(await arabic.getByLabel("الإجابة").getAttribute("dir")).toBe("rtl");
    expect(await english.getByLabel("الإجابة").getAttribute("dir")).toBe("ltr");
    const save = page.getByRole("button", { name: "نشر", exact: true });
    await arabic.getByLabel("السؤال").fill("هل أستطيع إيقاف الاشتراك مؤقتاً؟");
    await arabic.getByLabel("الإجابة").fill("نعم، من إعدادات الحساب في التطبيق.");
    await english.getByLabel("السؤال").fill("Can I pause my subscription?");
    expect(await save.isDisabled()).toBe(true);
    await english.getByLabel("الإجابة").fill("Yes, from the account settings in the app.");
    expect(await save.isDisabled()).toBe(false);
    // A hidden question is saved, not published: the button says which.
    const visible = page.getByLabel("إظهار السؤال في صفحة «تواصل معنا»");
    await visible.uncheck();
    await page.getByRole("button", { name: "حفظ", exact: true }).waitFor();
    await visible.check();
    await expectNoAxeViolations(page);
    await save.click();
    await expectToast(page, "تم إنشاء السؤال");
    const card = page.getByTestId("faq-entry").filter({ hasText: "هل أستطيع إيقاف الاشتراك مؤقتاً؟" });
    await card.locator('[data-lang="en"]').getByText("Yes, from the account settings in the app.").waitFor();
    await expectNoAxeViolations(page);

    await page.goto("/contact");
    await page.locator("#faq").getByText("هل أستطيع إيقاف الاشتراك مؤقتاً؟").waitFor();
    await page.goto("/en/contact");
    await page.locator("#faq").getByText("Can I pause my subscription?").waitFor();
    expect(await page.locator("#faq").textContent()).not.toContain("هل أستطيع إيقاف الاشتراك مؤقتاً؟");
    await close();
  });

  it("without JavaScript, in English: adds a hidden question, then shows it", async () => {
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard/faq" });
    await page.getByRole("link", { name: "Add a question" }).click();
    const arabic = page.getByRole("group", { name: "In Arabic" });
    const english = page.getByRole("group", { name: "In English" });
    await arabic.getByLabel("Question").fill("هل يعمل التطبيق دون اتصال بالإنترنت؟");
    await arabic.getByLabel("Answer").fill("تحتاج إلى الاتصال لمزامنة المهام والمكافآت.");
    await english.getByLabel("Question").fill("Does the app work offline?");
    await english.getByLabel("Answer").fill("You need a connection to sync tasks and rewards.");
    await page.getByLabel("Show this question on the Contact page").uncheck();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Question created");
    const card = page.getByTestId("faq-entry").filter({ hasText: "Does the app work offline?" });
    await card.getByText("Hidden from the site").waitFor();
    expect(await publicHtml(server, "/en/contact")).not.toContain("Does the app work offline?");
    await card.getByRole("link", { name: "Edit: Does the app work offline?" }).click();
    await page.getByLabel("Show this question on the Contact page").check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Question updated");
    expect(await publicHtml(server, "/en/contact")).toContain("Does the app work offline?");
    expect(await publicHtml(server, "/contact")).toContain("هل يعمل التطبيق دون اتصال بالإنترنت؟");
    await close();
  });

  it("on a phone (390×844), the FAQ form stacks Arabic over English and is axe-clean", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.goto("/admin-dashboard/faq?new=1");
    const arBox = (await page.getByRole("group", { name: "بالعربية" }).boundingBox())!;
    const enBox = (await page.getByRole("group", { name: "بالإنجليزية" }).boundingBox())!;
    expect(enBox.y).toBeGreaterThan(arBox.y + arBox.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await close();
  });
});
