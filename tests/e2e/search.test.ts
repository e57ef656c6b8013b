import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { api, signIn } from "../support/http";
import { testDialect } from "../support/test-database";

/*
 * Search in the browser (decisions §15): with JavaScript the dashboard's results follow the typing
 * without a reload, the URL keeps `?q=`, Back leaves the search and the header's field agrees with
 * the page's; without JavaScript the GET forms do it all; the search page and the public contact
 * page with `?q=` pass axe in Arabic and English.
 */
const { server, openPage, signedIn } = useServerAndBrowser({ TRUST_PROXY: "1" });

beforeAll(async () => {
  const admin = await signIn(server, "203.0.113.80");
  const created = await api(server, "POST", "/api/admin/content", {
    cookie: admin,
    ip: "203.0.113.80",
    body: { key: "home.league.note", type: "text", page: "home", valueAr: "نتائج بطولة الدَّوريّ القطريّ", valueEn: "The league's season results" },
  });
  expect(created.status).toBe(201);
});

const words = {
  ar: { header: "ابحث في لوحة التحكم", page: "البحث", query: "الدورى", typed: "الدوري القطري", marked: "الدَّوريّ", found: "نتيجة واحدة لـ«الدورى»" },
  en: { header: "Search the dashboard", page: "Search", query: "league", typed: "league season", marked: "league", found: "1 result for “league”" },
} as const;

describe.each(["ar", "en"] as const)("the dashboard search in %s", (locale) => {
  const text = words[locale];

  it("with JavaScript: the header's field leads to the results, which then follow the typing without a reload; Back leaves", async () => {
    const { page, close } = await signedIn(true, locale, { path: "/admin-dashboard/team" });
    // The script loaded: the forms are React Router's from here on.
    await page.waitForLoadState("networkidle");
    await page.getByRole("searchbox", { name: text.header }).fill(text.query);
    await page.getByRole("searchbox", { name: text.header }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/search" && url.searchParams.get("q") === text.query);
    await page.getByTestId("search-total").filter({ hasText: text.found }).waitFor();
    expect(await page.getByTestId("search-hit").locator("mark").first().textContent()).toBe(text.marked);

    // A marker the page keeps until a full load replaces it.
    await page.evaluate(() => Object.assign(window, { searchMarker: true }));
    const field = page.getByRole("searchbox", { name: text.page, exact: true });
    await field.fill("");
    await field.pressSequentially(text.typed, { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get("q") === text.typed);
    await page
      .getByTestId("search-total")
      .filter({ hasText: `“${text.typed}”` })
      .or(page.getByTestId("search-total").filter({ hasText: `«${text.typed}»` }))
      .waitFor();
    expect(await page.evaluate(() => "searchMarker" in window)).toBe(true);
    expect(await page.getByRole("searchbox", { name: text.header }).inputValue()).toBe(text.typed);

    // Typing replaced the search's history entry: Back returns to the tab the search started from, Forward to the last search.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/team");
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get("q") === text.typed);
    expect(await page.getByRole("searchbox", { name: text.page, exact: true }).inputValue()).toBe(text.typed);
    await close();
  });

  it("without JavaScript: the GET forms search, and a refused query says why", async () => {
    const { page, close } = await signedIn(false, locale, { path: "/admin-dashboard", failOnConsoleErrors: false });
    await page.getByRole("searchbox", { name: text.header }).fill(text.query);
    await page.getByRole("searchbox", { name: text.header }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin-dashboard/search");
    await page.getByTestId("search-total").filter({ hasText: text.found }).waitFor();
    const field = page.getByRole("searchbox", { name: text.page, exact: true });
    expect(await field.inputValue()).toBe(text.query);
    await field.fill("x".repeat(201));
    await field.press("Enter");
    await page.getByRole("alert").filter({ hasText: "200" }).waitFor();
    expect(await field.inputValue()).toBe("x".repeat(201));
    await close();
  });
});

// Accessibility does not depend on the database: checked once, on SQLite.
describe.runIf(testDialect === "sqlite")("accessibility of the search pages", () => {
  it.each(["ar", "en"] as const)("the dashboard search page with results passes axe (%s)", async (locale) => {
    const { page, close } = await signedIn(true, locale, { path: `/admin-dashboard/search?q=${encodeURIComponent(words[locale].query)}` });
    await page.getByTestId("search-hit").first().waitFor();
    await expectNoAxeViolations(page);
    await close();
  });

  it.each([
    ["/contact", "ابحث في الأسئلة", "المحفظه", "راسلنا"],
    ["/en/contact", "Search the questions", "wallet", "Write to us"],
  ] as const)("the contact page's FAQ search works without JavaScript and passes axe (%s)", async (path, label, query, writeToUs) => {
    const noScript = await openPage({ javaScriptEnabled: false });
    await noScript.page.goto(path);
    await noScript.page.getByRole("searchbox", { name: label }).fill(query);
    await noScript.page.getByRole("searchbox", { name: label }).press("Enter");
    await noScript.page.waitForURL((url) => url.pathname === path && url.searchParams.get("q") === query && url.hash === "#faq");
    await noScript.page.locator("#faq mark").first().waitFor();
    expect(await noScript.page.locator("details[open]").count()).toBeGreaterThan(0);
    await noScript.page.goto(`${path}?q=xyzzy`);
    await noScript.page.getByRole("link", { name: writeToUs }).click();
    await noScript.page.waitForURL((url) => url.hash === "#form");
    await noScript.close();

    // axe runs as a script: the same pages with JavaScript on (public pages carry none of ours, ADR 0024).
    const { page, close } = await openPage();
    for (const q of [query, "xyzzy"]) {
      await page.goto(`${path}?q=${encodeURIComponent(q)}`);
      await expectNoAxeViolations(page);
    }
    await close();
  });
});
