import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";

/*
 * The company panel and the launch checklist in a browser (docs/decisions/0047-company-facts-and-launch-checklist.md):
 * JavaScript off in Arabic (a refused rating keeps what was typed, a valid save reaches the privacy
 * page), JavaScript on in English (a stale save shows the conflict view, "save mine on top" writes);
 * the checklist (red while a blocker is left: docs/decisions/0051-launch-blockers-and-honest-defaults.md)
 * shrinks as items are fixed and is gone once all are. axe on every state shown.
 * The server has its chat number and store links, so the checklist can empty.
 */
const { server, signedIn } = useServerAndBrowser({
  CHAT_NUMBER: "+974 5511 2233",
  APP_STORE_URL: "https://apps.apple.com/qa/app/example/id1",
  PLAY_STORE_URL: "https://play.google.com/store/apps/details?id=qa.example",
});

/** The checklist's items by id (read attribute by attribute: works with JavaScript off too). */
async function items(page: import("playwright-core").Page) {
  const rows = await page.locator("[data-testid=launch-checklist] li[data-item]").all();
  return Promise.all(rows.map((row) => row.getAttribute("data-item")));
}

describe("the company panel and the launch checklist", () => {
  it("JavaScript off, Arabic: the checklist, a refused rating, a saved panel, and the facts on the privacy page", async () => {
    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard" });
    await page.getByRole("heading", { name: "لا تُطلق الموقع بعد" }).waitFor();
    expect(await items(page)).toEqual(["controller", "permit", "phone", "phoneContent", "phoneLegal", "company", "team", "statistics"]);

    await page.getByRole("link", { name: "أدخل بيانات الشركة" }).click();
    await page.waitForURL(/header-footer/);
    const panel = page.locator("#company");
    await panel.getByRole("heading", { name: "بيانات الشركة" }).waitFor();
    await panel.getByLabel("الاسم القانوني (بالعربية)").fill("شركة مهامي للتقنية ذ.م.م");
    await panel.getByLabel("الاسم القانوني (بالإنجليزية)").fill("Mahami Technology LLC");
    await panel.getByLabel("رقم السجل التجاري").fill("123456-1");
    await panel.getByLabel("تقييم المتجر (من 0 إلى 5)").fill("7");
    await panel.getByRole("button", { name: "احفظ بيانات الشركة" }).click();
    await page.getByText("أدخل تقييماً من 0 إلى 5 بمنزلة عشرية واحدة على الأكثر، مثل 4.7.").waitFor();
    expect(await page.locator("#company").getByLabel("الاسم القانوني (بالعربية)").inputValue()).toBe("شركة مهامي للتقنية ذ.م.م");

    await page.locator("#company").getByLabel("تقييم المتجر (من 0 إلى 5)").fill("");
    await page.locator("#company").getByRole("button", { name: "احفظ بيانات الشركة" }).click();
    await expectToast(page, "تم حفظ بيانات الشركة");

    await page.goto("/admin-dashboard");
    expect(await items(page)).toEqual(["controller", "permit", "phone", "phoneContent", "phoneLegal", "company", "team", "statistics"]);
    await page.getByText("بيانات الشركة المسؤولة عن البيانات الشخصية: العنوان التفصيلي.", { exact: false }).waitFor();
    await page.getByText("بيانات الشركة التي لم تُدخل بعد: شريك الدفع، تقييم المتجر بمصدره وتاريخه، ساعات الدعم.").waitFor();

    await page.goto("/privacy-policy");
    const facts = page.getByTestId("company-facts");
    await facts.getByText("شركة مهامي للتقنية ذ.م.م").waitFor();
    await facts.getByText("يُنشر هنا اسم شريك الدفع المرخّص الذي يحفظ أموال المحافظ فور اعتماده.").waitFor();
    await close();

    // axe needs JavaScript: the same Arabic pages again with it on.
    const withScript = await signedIn(true, "ar", { path: "/admin-dashboard" });
    await withScript.page.getByRole("heading", { name: "لا تُطلق الموقع بعد" }).waitFor();
    await expectNoAxeViolations(withScript.page);
    await withScript.page.goto("/admin-dashboard/header-footer");
    await withScript.page.locator("#company").getByLabel("تقييم المتجر (من 0 إلى 5)").fill("7");
    await withScript.page.locator("#company").getByRole("button", { name: "احفظ بيانات الشركة" }).click();
    await withScript.page.getByText("أدخل تقييماً من 0 إلى 5 بمنزلة عشرية واحدة على الأكثر، مثل 4.7.").waitFor();
    await expectNoAxeViolations(withScript.page);
    await withScript.page.goto("/privacy-policy");
    await withScript.page.getByTestId("company-facts").waitFor();
    await expectNoAxeViolations(withScript.page);
    await withScript.close();
  });

  it("JavaScript on, English: a stale save shows the conflict view; the checklist disappears once every item is fixed", async () => {
    const { page, close } = await signedIn(true, "en", { path: "/admin-dashboard/header-footer#company" });
    const panel = page.locator("#company");
    await panel.getByRole("heading", { name: "Company facts" }).waitFor();
    await panel.getByLabel("Street address (English)").fill("Building 12, Corniche Street, Doha");
    // Someone else saves first: my form's version is now stale.
    const cookie = await signIn(server);
    expect((await api(server, "PATCH", "/api/admin/company-settings", { cookie, body: { supportHoursEn: "Sunday to Thursday" } })).status).toBe(200);
    await panel.getByRole("button", { name: "Save company facts" }).click();
    const view = page.getByRole("alert").filter({ hasText: "Someone else changed this" });
    await view.waitFor();
    await expectNoAxeViolations(page);
    await view.getByRole("button", { name: "Save mine instead" }).click();
    await expectToast(page, "Company facts saved");
    const stored = (await api(server, "GET", "/api/admin/company-settings", { cookie })).body;
    expect(stored.addressEn).toBe("Building 12, Corniche Street, Doha");

    // Fill the rest, and fix every other placeholder: the checklist shrinks, then is gone.
    const rest = {
      legalNameAr: "شركة مهامي للتقنية ذ.م.م",
      legalNameEn: "Mahami Technology LLC",
      registrationNumber: "123456-1",
      addressAr: "مبنى 12، شارع الكورنيش، الدوحة",
      paymentPartnerAr: "بنك الاختبار القطري",
      paymentPartnerEn: "Qatar Test Bank",
      ratingValue: "4.7",
      ratingSource: "App Store",
      ratingDate: "2026-11-01",
      supportHoursAr: "من الأحد إلى الخميس",
      supportHoursEn: "Sunday to Thursday",
    };
    expect((await api(server, "PATCH", "/api/admin/company-settings", { cookie, body: rest })).status).toBe(200);
    expect((await api(server, "PATCH", "/api/admin/footer-settings", { cookie, body: { contactPhone: "+974 4411 2233" } })).status).toBe(200);
    const member = { name: "شخص حقيقي", position: "المؤسس", nameEn: "Real Person", positionEn: "Founder" };
    expect((await api(server, "POST", "/api/admin/team", { cookie, body: member })).status).toBe(201);
    await page.goto("/admin-dashboard");
    await page.getByRole("heading", { name: "Do not launch yet" }).waitFor();
    expect(await items(page)).toEqual(["permit", "phoneContent", "phoneLegal", "statistics"]);
    await expectNoAxeViolations(page);
    // The permit, once held, is cited in the privacy policy: the last blocker goes.
    const children = (
      (await api(server, "GET", "/api/admin/content?page=privacy", { cookie })).body as { id: number; key: string; valueAr: string }[]
    ).find(({ key }) => key === "privacy.children.1")!;
    const cited = `${children.valueAr} ونعالج بيانات الأطفال بموجب التصريح الصادر من الإدارة المختصة وفقاً للمادة (16) من القانون.`;
    expect((await api(server, "PATCH", `/api/admin/content/${children.id}`, { cookie, body: { valueAr: cited } })).status).toBe(200);
    await page.reload();
    await page.getByRole("heading", { name: "Before launch" }).waitFor();
    expect(await items(page)).toEqual(["phoneContent", "phoneLegal", "statistics"]);
    await expectNoAxeViolations(page);
    const keys = new Set([
      "contact.info.phone_value",
      ...[1, 2, 3].map((n) => `home.statistics.${n}.value`),
      ...[1, 2, 3, 4, 5, 6].map((n) => `about.stats.${n}.value`),
      ...[1, 2, 3, 4].map((n) => `teachers.stats.${n}.value`),
      ...[1, 2, 3].map((n) => `sellers.success.${n}.value`),
      ...["privacy", "terms", "service", "accessibility"].map((page) => `${page}.contact.phone`),
    ]);
    for (const pageId of ["home", "about", "teachers", "sellers", "contact", "privacy", "terms", "service", "accessibility"]) {
      const list = (await api(server, "GET", `/api/admin/content?page=${pageId}`, { cookie })).body as { id: number; key: string }[];
      for (const item of list.filter(({ key }) => keys.has(key))) {
        expect((await api(server, "PATCH", `/api/admin/content/${item.id}`, { cookie, body: { valueAr: "42", valueEn: "42" } })).status).toBe(200);
      }
    }
    await page.reload();
    await page.getByRole("heading", { name: "Content management" }).waitFor();
    expect(await page.getByTestId("launch-checklist").count()).toBe(0);
    await close();
  });
});
