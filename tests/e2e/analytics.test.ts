import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, useServerAndBrowser } from "../support/browser";
import { request } from "../support/http";

/*
 * The analytics tab in a real browser with JavaScript off (docs/decisions/0045-cookie-free-analytics.md):
 * the period links, the chart drawn by the server and its table, in Arabic (right to left) and in
 * English, with no axe violation.
 */
const { server, signedIn } = useServerAndBrowser({ TRUST_PROXY: "1", ANALYTICS_FLUSH_MS: "200" });
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function views() {
  for (const [path, ip] of [
    ["/", "198.51.100.1"],
    ["/en/parents", "198.51.100.2"],
    ["/en/parents", "198.51.100.3"],
  ]) {
    const response = await request(server, path, { headers: { Accept: "text/html", "User-Agent": desktop, "X-Forwarded-For": ip } });
    await response.arrayBuffer();
  }
  // One flush (200 ms) later the counts are in the database.
  await new Promise((resolve) => setTimeout(resolve, 600));
}

describe("the analytics tab without JavaScript", () => {
  it("shows the totals, the chart right to left and its table in Arabic, and moves between periods by links", async () => {
    await views();
    const { page, close } = await signedIn(false, "ar", { path: "/admin-dashboard/analytics" });
    await page.getByRole("heading", { name: "إحصاءات زيارات الموقع" }).waitFor();
    expect(await page.getByTestId("analytics-total-views").textContent()).toBe("3");
    expect(await page.getByTestId("analytics-total-visitors").textContent()).toBe("3");
    const chart = page.getByRole("img", { name: "المشاهدات والزوّار في كل يوم" });
    expect(await chart.getAttribute("direction")).toBe("rtl");
    // The days are Qatar days, and the range says so in words (copy audit 2026-11-28 D1).
    await page.getByText(/^من \d{1,2} [\u0621-\u064A]+ \d{4} إلى \d{1,2} [\u0621-\u064A]+ \d{4} \(بتوقيت قطر\)$/).waitFor();
    expect(await page.getByRole("table", { name: "أرقام الرسم البياني" }).getByRole("row").count()).toBe(31);
    await page.getByRole("link", { name: "آخر 7 أيام" }).click();
    await page.waitForURL(/days=7/);
    expect(await page.getByRole("link", { name: "آخر 7 أيام" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("table", { name: "أرقام الرسم البياني" }).getByRole("row").count()).toBe(8);
    await close();
  });

  it("reads left to right in English, with the pages and their views, and JavaScript off", async () => {
    const { page, close } = await signedIn(false, "en", { path: "/admin-dashboard/analytics?days=90" });
    await page.getByRole("heading", { name: "Site analytics" }).waitFor();
    expect(await page.getByRole("img", { name: "Views and visitors per day" }).getAttribute("direction")).toBe("ltr");
    await page.getByText(/^\d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4} \(Qatar time\)$/).waitFor();
    const pages = page.getByRole("table", { name: "Top pages" });
    expect(
      await pages
        .getByRole("row", { name: /\/en\/parents/ })
        .getByRole("cell")
        .first()
        .textContent(),
    ).toBe("2");
    expect(await page.getByTestId("analytics-csv").getAttribute("href")).toMatch(
      /^\/api\/admin\/analytics\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    await close();
  });
});

describe("the analytics tab with JavaScript", () => {
  for (const locale of ["ar", "en"] as const) {
    it(`has no axe violation in ${locale === "ar" ? "Arabic" : "English"}`, async () => {
      const { page, close } = await signedIn(true, locale, { path: "/admin-dashboard/analytics" });
      await page.getByTestId("analytics-chart").waitFor();
      await expectNoAxeViolations(page);
      await close();
    });
  }
});
