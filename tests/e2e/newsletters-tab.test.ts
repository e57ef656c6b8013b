import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRow } from "../support/database";

/**
 * The Newsletter editions tab in Chromium (docs/decisions/0064-newsletters.md): without JavaScript,
 * in Arabic — an edition refused without a subject keeping nothing lost, created, written side by side,
 * tested, approved, scheduled at a Qatar time and cancelled after a confirm; with JavaScript on a
 * phone, in English — the list and the editor with no horizontal scroll and axe clean.
 */
const { server, signedIn, openPage } = useServerAndBrowser();

const statusOf = async (subject: string) =>
  await queryRow<{ status: string; at: string | null }>(server, `select status, at from newsletter_editions where "subjectAr" = ?`, subject);

describe("without JavaScript, in Arabic", () => {
  it("creates, writes, tests, approves, schedules and cancels an edition", async () => {
    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard/newsletters", failOnConsoleErrors: false });
    await page.getByRole("navigation").getByRole("link", { name: "أعداد النشرة البريدية" }).first().waitFor();
    await page.getByText("لا أعداد بعد.", { exact: false }).waitFor();

    await page.getByRole("button", { name: "أنشئ العدد" }).click();
    await page.getByText("هذا الحقل مطلوب.").first().waitFor();
    await page.getByLabel("العنوان (بالإنجليزية)").fill("Winter news");
    await page.getByLabel("العنوان (بالعربية)").fill("نشرة الشتاء");
    await page.getByRole("button", { name: "أنشئ العدد" }).click();
    await expectToast(page, "أُنشئ العدد");
    await page.getByRole("heading", { name: "نشرة الشتاء" }).waitFor();

    expect(await page.getByLabel("العنوان (بالعربية)").getAttribute("dir")).toBe("rtl");
    expect(await page.getByLabel("العنوان (بالإنجليزية)").getAttribute("dir")).toBe("ltr");
    await page.getByLabel("النص التمهيدي (بالعربية)").fill("مهام يحبها الأطفال");
    await page.getByLabel("النص التمهيدي (بالإنجليزية)").fill("Tasks children enjoy");
    await page.getByRole("button", { name: "احفظ", exact: true }).click();
    await expectToast(page, "حُفظ العدد");
    expect(await page.getByLabel("النص التمهيدي (بالعربية)").inputValue()).toBe("مهام يحبها الأطفال");
    expect(await page.getByTestId("preview-ar").getAttribute("sandbox")).toBe("allow-same-origin");
    expect(await page.frameLocator('[data-testid="preview-en"]').locator("body").innerHTML()).toContain("Tasks children enjoy");

    await page.getByRole("button", { name: "أرسل لي نسخة تجريبية" }).click();
    await expectToast(page, "نسخة تجريبية بالعربية وأخرى بالإنجليزية");

    // The only administrator may approve their own edition (four eyes needs a second one).
    await page.getByRole("button", { name: "اعتمد", exact: true }).click();
    await expectToast(page, "اعتُمد العدد");
    expect((await statusOf("نشرة الشتاء")).status).toBe("approved");

    const year = new Date().getUTCFullYear() + 1;
    await page.getByLabel("في تاريخ ووقت (بتوقيت قطر)").check();
    await page.getByLabel("التاريخ والوقت في قطر").fill(`${year}-01-15T08:30`);
    await page.getByRole("button", { name: "أرسل العدد" }).click();
    await expectToast(page, "جُدول العدد");
    const scheduled = await statusOf("نشرة الشتاء");
    expect(scheduled.status).toBe("scheduled");
    expect(new Date(scheduled.at ?? "").toISOString()).toBe(`${year}-01-15T05:30:00.000Z`);
    await page.getByText(`${year}-01-15 08:30`).waitFor();

    await page.getByText("ألغِ الإرسال", { exact: true }).click();
    await page.getByRole("button", { name: "نعم، ألغِ الإرسال" }).click();
    await expectToast(page, "أُلغي الإرسال");
    expect((await statusOf("نشرة الشتاء")).status).toBe("cancelled");
    await page.getByTestId("edition-stats").waitFor();

    await page.getByRole("link", { name: "كل الأعداد" }).click();
    const row = page.getByTestId("edition-row").filter({ hasText: "نشرة الشتاء" });
    await row.getByText("أُلغي").waitFor();
    await row.getByText("المستلمون 0").waitFor();
    await close();
  });
});

describe("with JavaScript, on a phone, in English", () => {
  it("shows the list and the editor with no horizontal scroll and no axe violations, keeping a refused entry", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/newsletters");
    await page.getByRole("heading", { name: "New edition" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByLabel("Subject (English)").fill("Spring news");
    await page.getByRole("button", { name: "Create the edition" }).click();
    await expectToast(page, "Edition created");
    await page.getByRole("heading", { name: "Spring news" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);

    // A save that found another version keeps what was typed and shows what is stored.
    await page.getByLabel("Subject (Arabic)").fill("نشرة الربيع");
    const id = (await queryRow<{ id: number }>(server, `select id from newsletter_editions where "subjectEn" = 'Spring news'`)).id;
    await queryRow(server, `update newsletter_editions set "subjectEn" = 'Spring news!', version = version + 1 where id = ? returning id`, id);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByTestId("edition-conflict").waitFor();
    await page.getByText("Someone else saved this edition while you were editing it.").waitFor();
    expect(await page.getByLabel("Subject (Arabic)").inputValue()).toBe("نشرة الربيع");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Edition saved");
    expect(await queryRow(server, `select "subjectAr" from newsletter_editions where id = ?`, id)).toEqual({ subjectAr: "نشرة الربيع" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await close();
  });
});
