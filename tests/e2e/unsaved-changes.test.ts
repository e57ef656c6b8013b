import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, openSection, useServerAndBrowser } from "../support/browser";
import { execute, queryRow, queryRows } from "../support/database";

/**
 * Nothing typed is lost (docs/decisions/0026-drafts-preview-translation-status.md), in Chromium: with
 * JavaScript an edited form asks before an in-app navigation (a modal dialog, Arabic on a desktop,
 * English on a phone) and before a reload (`beforeunload`); a saved, cancelled or unedited form
 * does not. Without JavaScript a save returns to its row (`#item-N`) with the notice, a refused one
 * keeps what was typed; a draft that a pending schedule will publish says so on its row; the
 * history's "Restore as draft" and "Restore and publish".
 */
const { server, signedIn } = useServerAndBrowser();

const phone = { width: 390, height: 844 };

async function editItem(page: Page, key: string, editLabel: string) {
  const row = page.locator(`[data-key="${key}"]`);
  await row.getByRole("link", { name: `${editLabel}: ${key}` }).click();
  await page.waitForURL(/edit=/);
  return row;
}

/** The tab's link in the visible navigation (the column on a desktop, the open drawer on a phone). */
function tabLink(page: Page, navigation: string, tab: string) {
  return page.getByRole("navigation", { name: navigation }).getByRole("link", { name: tab, exact: true });
}

describe("with JavaScript", () => {
  it("asks before a tab, the header search or a reload drops what was typed, in Arabic; a saved or cancelled form goes freely", async () => {
    const { page, close } = await signedIn(true, "ar", { path: "/admin-dashboard?open=home" });
    const nav = "أقسام لوحة التحكم";
    const dialog = page.getByRole("dialog", { name: "لديك تغييرات لم تُحفظ" });

    // An unedited form never asks.
    await openSection(page, "home", "hero");
    await editItem(page, "home.hero.badge", "تعديل");
    await tabLink(page, nav, "الفريق").click();
    await page.waitForURL(/\/admin-dashboard\/team$/);

    await page.goto("/admin-dashboard?open=home");
    await openSection(page, "home", "hero");
    let row = await editItem(page, "home.hero.badge", "تعديل");
    const arabic = row.getByLabel("القيمة بالعربية");
    await arabic.fill("نص لم يُحفظ بعد");

    // A tab: the dialog, staying focused first; Escape stays, with the text.
    await tabLink(page, nav, "الفريق").click();
    await dialog.waitFor();
    await dialog.getByText("إن غادرت الصفحة الآن فسيضيع ما كتبته. هل تغادر الصفحة؟").waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("البقاء في الصفحة");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard");
    expect(await arabic.inputValue()).toBe("نص لم يُحفظ بعد");

    // The header search: «البقاء في الصفحة» stays.
    await page.getByRole("searchbox", { name: "ابحث في لوحة التحكم" }).fill("شارة");
    await page.getByRole("searchbox", { name: "ابحث في لوحة التحكم" }).press("Enter");
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "البقاء في الصفحة" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard");
    expect(await arabic.inputValue()).toBe("نص لم يُحفظ بعد");

    // A reload: the browser's own question (beforeunload); dismissed, nothing is lost.
    const beforeUnload = page.waitForEvent("dialog");
    await page.evaluate(() => setTimeout(() => location.reload(), 0));
    const asked = await beforeUnload;
    expect(asked.type()).toBe("beforeunload");
    await asked.dismiss();
    expect(await arabic.inputValue()).toBe("نص لم يُحفظ بعد");

    // «المغادرة دون حفظ» goes on.
    await tabLink(page, nav, "الفريق").click();
    await dialog.getByRole("button", { name: "المغادرة دون حفظ" }).click();
    await page.waitForURL(/\/admin-dashboard\/team$/);

    // Cancel discards without asking.
    await page.goto("/admin-dashboard?open=home");
    await openSection(page, "home", "hero");
    row = await editItem(page, "home.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("نص يُلغى");
    await row.getByRole("link", { name: "إلغاء" }).click();
    await page.waitForURL((url) => !url.searchParams.has("edit"));
    await tabLink(page, nav, "الفريق").click();
    await page.waitForURL(/\/admin-dashboard\/team$/);

    // A save the server refuses (someone saved the item first: the conflict view) leaves the text unsaved.
    await page.goto("/admin-dashboard?open=home");
    await openSection(page, "home", "hero");
    row = await editItem(page, "home.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("نص رفضه الخادم");
    await execute(server, `update content_items set "valueAr" = 'نص محرر آخر', version = version + 1 where key = 'home.hero.badge'`);
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await page.locator("[data-conflict]").waitFor();
    await tabLink(page, nav, "الفريق").click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "البقاء في الصفحة" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard");

    // A saved form goes freely.
    await page.goto("/admin-dashboard?open=home");
    await openSection(page, "home", "hero");
    row = await editItem(page, "home.hero.badge", "تعديل");
    await row.getByLabel("القيمة بالعربية").fill("شارة محفوظة كمسودة");
    await row.getByRole("button", { name: "حفظ كمسودة" }).click();
    await expectToast(page, "تم حفظ المسودة");
    await tabLink(page, nav, "الفريق").click();
    await page.waitForURL(/\/admin-dashboard\/team$/);
    expect(await dialog.isVisible()).toBe(false);
    await close();
  });

  it("asks in English on a phone, from the drawer", async () => {
    const { page, close } = await signedIn(true, "en", { path: "/admin-dashboard?open=home" });
    await page.setViewportSize(phone);
    await openSection(page, "home", "hero");
    const row = await editItem(page, "home.hero.title", "Edit");
    await row.getByLabel("English value").fill("Unsaved English heading");
    await page.locator("summary", { hasText: /^Menu$/ }).click();
    await tabLink(page, "Dashboard sections", "Team").click();
    const dialog = page.getByRole("dialog", { name: "You have unsaved changes" });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Stay on this page" }).waitFor();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL(/\/admin-dashboard\/team$/);
    await close();
  });
});

describe("without JavaScript, in Arabic", () => {
  it("returns to the saved item with its notice, keeps a refused text, marks a scheduled draft, and restores from the history", async () => {
    // The last text item of a long page: far down its list.
    const { id, key } = await queryRow<{ id: number; key: string }>(
      server,
      "select id, key from content_items where page = 'privacy' and type = 'text' order by id desc limit 1",
    );
    const { page, close } = await signedIn(false, "ar", { path: `/admin-dashboard?edit=${id}` });
    const row = page.locator(`#item-${id}`);
    const arabic = row.getByLabel("القيمة بالعربية");
    await arabic.fill("النص الأول المنشور");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await page.waitForURL(new RegExp(`#item-${id}$`));
    await expectToast(page, "تم تحديث المحتوى");
    // The notice is in the first screen; the page is scrolled to the row.
    const viewport = page.viewportSize()!;
    const notice = await page.getByTestId("toast").boundingBox();
    expect(notice!.y).toBeGreaterThanOrEqual(0);
    expect(notice!.y + notice!.height).toBeLessThanOrEqual(viewport.height);
    // The row is the page's target, scrolled into the first screen (polled: the browser scrolls to a
    // fragment after the load, later on a busy machine; JavaScript is off, so no waitForFunction).
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe(`item-${id}`);
    await expect
      .poll(() => page.evaluate((anchor) => document.getElementById(anchor)!.getBoundingClientRect().top, `item-${id}`), { timeout: 10_000 })
      .toBeLessThan(viewport.height);

    // Too long: refused (nothing written), what was typed stays, the notice on top links to the row.
    await row.getByRole("link", { name: `تعديل: ${key}` }).click();
    const tooLong = `${"نص طويل جداً ".repeat(400)}نهاية`;
    await arabic.fill(tooLong);
    await row.getByRole("button", { name: "حفظ كمسودة" }).click();
    await page.waitForURL(new RegExp(`#item-${id}$`));
    const alert = page.getByRole("alert").filter({ hasText: "لم يُحفظ" });
    await alert.waitFor();
    expect(await alert.getByRole("link", { name: "الانتقال إلى العنصر" }).getAttribute("href")).toBe(`#item-${id}`);
    expect(await arabic.inputValue()).toBe(tooLong);
    expect(await arabic.getAttribute("aria-invalid")).toBe("true");
    expect(await queryRow(server, `select "valueAr" from content_items where id = ?`, id)).toEqual({ valueAr: "النص الأول المنشور" });

    // A second version, then a draft that a pending schedule will publish.
    await arabic.fill("النص الثاني المنشور");
    await row.getByRole("button", { name: "نشر", exact: true }).click();
    await expectToast(page, "تم تحديث المحتوى");
    const at = "2030-01-15T06:00:00.000Z";
    await execute(
      server,
      `insert into publish_schedules (at, page, ids, languages, "createdByEmail") values (?, ?, ?, ?, ?)`,
      at,
      "privacy",
      JSON.stringify([id]),
      JSON.stringify(["ar", "en"]),
      "admin@example.com",
    );

    // The history: "Restore as draft" keeps the published text; "Restore and publish" asks, then publishes.
    const [first] = await queryRows<{ id: number }>(
      server,
      `select id from revisions where entity = 'content' and "entityId" = ? and after like ? order by id`,
      id,
      "%النص الأول المنشور%",
    );
    // Versions go by their number in the item's history (1, 2, 3…), not by revision id.
    const { number } = await queryRow<{ number: number }>(
      server,
      `select count(*) as number from revisions where entity = 'content' and "entityId" = ? and id <= ?`,
      id,
      first.id,
    );
    const version = `النسخة ${number}`;
    await page.goto(`/admin-dashboard/history?entity=content&entityId=${id}`);
    await page.getByRole("button", { name: `استعادة كمسودة: ${version}` }).click();
    await expectToast(page, "استُعيدت النسخة كمسودة");
    expect(await queryRow(server, `select "valueAr" from content_drafts where "contentItemId" = ?`, id)).toEqual({ valueAr: "النص الأول المنشور" });
    expect(await queryRow(server, `select "valueAr" from content_items where id = ?`, id)).toEqual({ valueAr: "النص الثاني المنشور" });

    // The draft's row says a schedule will publish it, with the moment isolated.
    await page.goto(`/admin-dashboard?item=${id}`);
    const scheduled = row.getByText("مجدول للنشر");
    await scheduled.waitFor();
    expect(await scheduled.locator("bdi > time").getAttribute("datetime")).toBe(at);

    await page.goto(`/admin-dashboard/history?entity=content&entityId=${id}`);
    await page.getByRole("link", { name: `استعادة ونشر: ${version}` }).click();
    await page.getByRole("button", { name: `تأكيد الاستعادة: ${version}` }).click();
    await expectToast(page, "تمت استعادة النسخة");
    expect(await queryRow(server, `select "valueAr" from content_items where id = ?`, id)).toEqual({ valueAr: "النص الأول المنشور" });
    await close();
  });
});
