import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectToast, signInOnPage, useServerAndBrowser } from "../support/browser";
import { queryRows } from "../support/database";
import { request } from "../support/http";

/**
 * The redirects tab in Chromium (docs/decisions/0062-redirects-and-not-found-log.md): "redirect this"
 * from the 404 log, a loop refused keeping what was typed, add and delete — JavaScript off, in
 * Arabic; on a phone with JavaScript, in English: a chain refused naming the other rule, an edit, a
 * CSV import refused line by line and then taken whole.
 */
const { server, signedIn, openPage } = useServerAndBrowser({ ANALYTICS_FLUSH_MS: "200", REDIRECTS_REFRESH_MS: "200" });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedRules() {
  return queryRows<{ fromPath: string; toTarget: string; status: number }>(
    server,
    `select "fromPath", "toTarget", status from redirects order by "fromPath"`,
  );
}

describe("without JavaScript, in Arabic", () => {
  it("redirects a path from the 404 log, refusing a loop and keeping what was typed", async () => {
    expect((await request(server, "/flyer-2025?from=qr", { headers: { Referer: "https://wa.me/" } })).status).toBe(404);
    // The log is written in batches (ANALYTICS_FLUSH_MS).
    for (let tries = 0; tries < 50 && (await queryRows(server, "select path from not_found_paths")).length === 0; tries++) await sleep(100);

    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard/redirects", failOnConsoleErrors: false });
    await page.getByRole("heading", { name: "تحويل جديد" }).waitFor();
    await page.getByRole("navigation").getByRole("link", { name: "التحويلات" }).first().waitFor();
    const log = page.getByTestId("not-found-log");
    await log.getByText("/flyer-2025", { exact: true }).waitFor();
    await log.getByText("wa.me").waitFor();
    expect(await log.textContent()).not.toContain("from=qr");
    await log.getByRole("link", { name: "حوّل هذا المسار: /flyer-2025" }).click();
    expect(await page.getByLabel("من المسار").inputValue()).toBe("/flyer-2025");

    await page.getByLabel("إلى").fill("/flyer-2025/");
    await page.getByRole("button", { name: "إضافة التحويل" }).click();
    await page.getByText("هذا التحويل يعيد الزوار إلى مساره نفسه، فلن يصلوا أبداً.").waitFor();
    expect(await page.getByLabel("إلى").inputValue()).toBe("/flyer-2025/");
    expect(await page.getByLabel("إلى").getAttribute("aria-invalid")).toBe("true");
    expect(await storedRules()).toEqual([]);

    await page.getByLabel("إلى").fill("/parents");
    await page.getByRole("button", { name: "إضافة التحويل" }).click();
    await expectToast(page, "أُضيف التحويل");
    expect(await storedRules()).toEqual([{ fromPath: "/flyer-2025", toTarget: "/parents", status: 301 }]);
    const rules = page.getByTestId("redirect-rules");
    await rules.getByText("دائم: انتقلت الصفحة نهائياً").waitFor();
    const answer = await request(server, "/flyer-2025?from=qr");
    expect([answer.status, answer.headers.get("location")]).toEqual([301, "/parents?from=qr"]);

    await rules.getByRole("link", { name: "حذف: /flyer-2025" }).click();
    await rules.getByText("هل تريد الحذف نهائياً؟").waitFor();
    await rules.getByRole("button", { name: "تأكيد الحذف: /flyer-2025" }).click();
    await expectToast(page, "حُذف التحويل.");
    expect(await storedRules()).toEqual([]);
    await page.getByText("لا توجد تحويلات بعد.").waitFor();
    await close();
  });
});

describe("with JavaScript, on a phone, in English", () => {
  it("refuses a chain naming the other rule, edits a rule, and imports a CSV file whole or not at all", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, failOnConsoleErrors: false });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/redirects");
    await page.getByRole("heading", { name: "New redirect" }).waitFor();

    await page.getByLabel("From path").fill("/summer");
    await page.getByLabel("To", { exact: true }).fill("/sellers");
    await page.getByLabel("302").check();
    await page.getByRole("button", { name: "Add the redirect" }).click();
    await expectToast(page, "The redirect is added");

    await page.getByLabel("From path").fill("/winter");
    await page.getByLabel("To", { exact: true }).fill("/summer");
    await page.getByRole("button", { name: "Add the redirect" }).click();
    await page.getByText("Another redirect (/summer → /sellers (302)) already redirects this destination").waitFor();
    expect(await page.getByLabel("From path").inputValue()).toBe("/winter");

    // The refused form still holds what was typed: the dashboard asks before leaving it.
    await page.getByTestId("redirect-rules").getByRole("link", { name: "Edit: /summer" }).click();
    await page.getByRole("dialog", { name: "You have unsaved changes" }).getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("heading", { name: "Edit the redirect" }).waitFor();
    await page.getByLabel("To", { exact: true }).fill("https://example.com/summer");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "The redirect is saved.");
    expect(await storedRules()).toEqual([{ fromPath: "/summer", toTarget: "https://example.com/summer", status: 302 }]);

    const refusedFile = {
      name: "rules.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("from,to,status\n/ok,/about-us,301\n/admin,/x,301\n/summer-sale,/ok,301\n"),
    };
    await page.locator("#redirect-file").setInputFiles(refusedFile);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.getByText("Nothing was imported: 2 lines have a problem.").waitFor();
    const errors = page.getByTestId("import-errors");
    await errors.getByText("Line 3: This path belongs to the dashboard").waitFor();
    await errors.getByText("Line 4: Another redirect (/ok → /about-us (301))", { exact: false }).waitFor();
    expect(await storedRules()).toHaveLength(1);

    const goodFile = {
      name: "rules.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("\uFEFFfrom,to,status\r\n/ok,/about-us,301\r\n/old-campaigns/*,/en/*,301\r\n"),
    };
    await page.locator("#redirect-file").setInputFiles(goodFile);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expectToast(page, "2 redirects imported.");
    await page.getByTestId("redirect-rules").getByText("/old-campaigns/*").waitFor();
    const carried = await request(server, "/old-campaigns/parents");
    expect([carried.status, carried.headers.get("location")]).toEqual([301, "/en/parents"]);

    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await close();
  });
});
