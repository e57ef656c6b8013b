import { beforeAll, describe, expect, it } from "vitest";
import { useServerAndBrowser } from "../support/browser";
import { seedLeagueNote, searchWords } from "../support/search";

/*
 * Search in the browser (docs/decisions/0041-search-index.md): with JavaScript the dashboard's results follow the typing
 * without a reload, the URL keeps `?q=`, Back leaves the search and the header's field agrees with
 * the page's; without JavaScript the GET forms do it all. Accessibility: search-accessibility.test.ts.
 */
const { server, signedIn } = useServerAndBrowser({ TRUST_PROXY: "1" });

beforeAll(() => seedLeagueNote(server));

const words = searchWords;

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
