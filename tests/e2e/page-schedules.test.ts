import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, useServerAndBrowser } from "../support/browser";
import { queryRows } from "../support/database";
import { signIn } from "../support/http";
import { api } from "../support/openapi";

/**
 * A campaign page's scheduled publish and unpublish in the Scheduled tab, in Chromium
 * (docs/decisions/0060-campaign-pages.md): without JavaScript in Arabic on a phone, the page chosen
 * from the picker, a missing page refused keeping what was typed, the pending entry naming the page
 * with a link to its editor; with JavaScript in English, the same and axe.
 */
const { server, signedIn } = useServerAndBrowser();

/** A date in Qatar `days` from today, as the form takes it. */
function qatarDate(days: number) {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function createPage(slug: string, titleAr: string, titleEn: string) {
  const created = await api(server, "POST", "/api/admin/pages", {
    cookie: await signIn(server),
    body: { slug, titleAr, titleEn, blocks: [{ type: "hero", text: { ar: { title: titleAr }, en: { title: titleEn } } }] },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number };
}

const stored = () =>
  queryRows<{ pageId: number | null; action: string; languages: string; status: string }>(
    server,
    'select "pageId", action, languages, status from publish_schedules order by id',
  );

describe("without JavaScript, in Arabic, on a phone", () => {
  it("schedules a campaign's end: refused without a page keeping what was typed, then listed with the page's title linking to its editor", async () => {
    const campaign = await createPage("ramadan", "عروض رمضان", "Ramadan offers");
    // The refused form's answer is a 400, which the browser logs.
    const { page, close } = await signedIn(false, "ar", { failOnConsoleErrors: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard/schedules");
    await page.getByRole("heading", { name: "جدولة جديدة" }).waitFor();

    const date = qatarDate(3);
    await page.getByLabel("التاريخ (بتوقيت قطر)").fill(date);
    await page.getByLabel("الوقت (بتوقيت قطر)").fill("23:59");
    await page.getByLabel("صفحة حملة").check();
    await page.getByLabel("إيقاف نشر الصفحة (تنتهي الحملة)").check();
    await page.getByRole("button", { name: "جدولة", exact: true }).click();
    await page.getByText("اختر صفحة الحملة.").waitFor();
    expect(await page.getByLabel("التاريخ (بتوقيت قطر)").inputValue()).toBe(date);
    expect(await page.getByLabel("إيقاف نشر الصفحة (تنتهي الحملة)").isChecked()).toBe(true);
    expect(await stored()).toEqual([]);

    await page.getByLabel("صفحة الحملة", { exact: true }).selectOption(String(campaign.id));
    await page.getByRole("button", { name: "جدولة", exact: true }).click();
    await expectToast(page, "جُدول النشر في");
    expect(await stored()).toEqual([{ pageId: campaign.id, action: "unpublish", languages: '["ar","en"]', status: "pending" }]);

    const link = page.getByTestId("pending-schedules").getByRole("link", { name: "إيقاف نشر صفحة «عروض رمضان»" });
    expect(await link.getAttribute("href")).toBe(`/admin-dashboard/pages/${campaign.id}`);
    // Nothing runs off the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await close();
  });
});

describe("with JavaScript, in English", () => {
  it("schedules a campaign's start from the Pages tab's link, lists it, and passes axe", async () => {
    const campaign = await createPage("national-day", "اليوم الوطني", "National Day");
    const { page, close } = await signedIn(true, "en", { path: `/admin-dashboard/schedules?pageId=${campaign.id}&action=publish` });
    await page.getByRole("heading", { name: "New schedule" }).waitFor();
    expect(await page.getByLabel("A campaign page").isChecked()).toBe(true);
    expect(await page.getByLabel("Campaign page", { exact: true }).inputValue()).toBe(String(campaign.id));
    await page.getByLabel("Date (Qatar time)").fill(qatarDate(2));
    await page.getByLabel("Time (Qatar time)").fill("08:00");
    await page.getByLabel("English only").check();
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expectToast(page, "Scheduled for");
    await page.getByTestId("pending-schedules").getByRole("link", { name: "Publish the page “National Day”" }).waitFor();
    expect((await stored()).at(-1)).toEqual({ pageId: campaign.id, action: "publish", languages: '["en"]', status: "pending" });
    await expectNoAxeViolations(page);
    await close();
  });
});
