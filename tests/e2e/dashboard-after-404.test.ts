import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signInOnPage, useServerAndBrowser } from "../support/browser";

/**
 * A crawler's unknown path stores its language's 404 page (docs/decisions/0024-static-public-pages.md);
 * the client navigations after it ask for `.data` URLs, which only their own route answers. Before the
 * fix, the sign-in with JavaScript landed on the error page and every tab after it failed the same way.
 */
const { server, openPage } = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await openPage());
});

describe("the dashboard after an unknown path was asked for", () => {
  it("signs in with JavaScript and moves between three tabs", async () => {
    for (const path of ["/nope", "/en/nope", "/admin-dashboard/nope"]) {
      expect((await fetch(server.url + path)).status, path).toBe(404);
    }
    const dataAnswers: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".data")) dataAnswers.push(response.status());
    });
    await page.goto("/admin-login");
    await signInOnPage(page);
    const tabs = page.getByRole("navigation", { name: "أقسام لوحة التحكم" });
    await tabs.waitFor();
    for (const [tab, path] of [
      ["الفريق", "/admin-dashboard/team"],
      ["الوسائط", "/admin-dashboard/media"],
      ["الرسائل", "/admin-dashboard/messages"],
    ]) {
      await tabs.getByRole("link", { name: tab, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).not.toMatch(/404|تعذّرت/);
      expect(await page.getByText("تعذّرت قراءة هذا الطلب").count(), path).toBe(0);
    }
    // The moves were client navigations, none answered by an error (a redirect of the sign-in is a 2xx/3xx).
    expect(dataAnswers.length).toBeGreaterThanOrEqual(4);
    expect(dataAnswers.filter((status) => status >= 400)).toEqual([]);
  });
});
