import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, signInOnPage, useServerAndBrowser } from "../support/browser";
import { execute } from "../support/database";

/**
 * The subscribers tab a screen at a time in Chromium (docs/decisions/0064-newsletters.md, amendment of
 * 2026-11-29): 60 subscribers, 50 a screen, newest first. Without JavaScript, in Arabic, the links go
 * to the older screen and back; with JavaScript, on a phone, in English, the same with no horizontal
 * scroll and no axe violations.
 */
const { server, signedIn, openPage } = useServerAndBrowser();
const total = 60;

beforeAll(async () => {
  const start = Date.parse("2026-10-01T00:00:00.000Z");
  for (let n = 0; n < total; n++) {
    const at = new Date(start + n * 60_000).toISOString();
    await execute(
      server,
      `insert into newsletter_subscribers (email, locale, status, "createdAt", "consentAt", "unsubscribeToken") values (?, ?, 'confirmed', ?, ?, ?)`,
      `parent${n}@example.com`,
      n % 2 ? "en" : "ar",
      at,
      at,
      `e2e-paging-${n}`,
    );
  }
});

describe("the subscribers tab, 50 a screen", () => {
  it("goes to the older screen and back without JavaScript, in Arabic", async () => {
    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard/newsletter" });
    await page.getByRole("heading", { name: "المشتركون في النشرة البريدية", level: 2 }).waitFor();
    expect(await page.getByTestId("subscriber").count()).toBe(50);
    expect(await page.getByTestId("subscriber").first().locator("bdi").first().textContent()).toBe(`parent${total - 1}@example.com`);
    const pager = page.getByRole("navigation", { name: "صفحات المشتركين" });
    await pager.getByRole("link", { name: "المشتركون الأقدم" }).click();
    await page.waitForURL(/\?page=2$/);
    expect(await page.getByTestId("subscriber").count()).toBe(10);
    await page.getByText("parent0@example.com").waitFor();
    await pager.getByRole("link", { name: "المشتركون الأحدث" }).click();
    await page.waitForURL(/\/admin-dashboard\/newsletter$/);
    expect(await page.getByTestId("subscriber").count()).toBe(50);
    await close();
  });

  it("does the same with JavaScript on a phone, in English, with no horizontal scroll and no axe violations", async () => {
    const { page, close } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/admin-login");
    await signInOnPage(page);
    await page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
    await page.goto("/admin-dashboard/newsletter");
    await page.getByRole("heading", { name: "Newsletter subscribers", level: 2 }).waitFor();
    expect(await page.getByTestId("subscriber").count()).toBe(50);
    const pager = page.getByRole("navigation", { name: "Pages of subscribers" });
    await pager.getByText("Page 1 of 2").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await pager.getByRole("link", { name: "Older subscribers" }).click();
    await pager.getByText("Page 2 of 2").waitFor();
    expect(await page.getByTestId("subscriber").count()).toBe(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await close();
  });
});
