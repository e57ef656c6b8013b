import { beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { seedLeagueNote, searchWords } from "../support/search";

/*
 * Accessibility of search (docs/decisions/0041-search-index.md): the dashboard search page with results and the public
 * contact page's FAQ search (which also works without JavaScript) pass axe in Arabic and English.
 * It does not depend on the database: run on the SQLite pass only (vite.config.ts, databaseIndependent).

 */
const { server, openPage, signedIn } = useServerAndBrowser({ TRUST_PROXY: "1" });

beforeAll(() => seedLeagueNote(server));

const words = searchWords;

describe("accessibility of the search pages", () => {
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
