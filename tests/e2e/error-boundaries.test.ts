import { beforeAll, describe, expect, test } from "vitest";
import { useServerAndBrowser } from "../support/browser";
import { execute } from "../support/database";
import { postForm, request, signIn } from "../support/http";

/*
 * A failure in one dashboard tab stays inside that tab: the frame (header, tabs) remains and the
 * tab's area names what failed, in the administrator's language. A failing public page keeps the
 * site's header and footer. The failures are real: an unknown form intent, and a table renamed
 * away under the running server (every page with buttons reads it; the dashboard frame does not).
 */

const { server, openPage } = useServerAndBrowser();
let session: string;

beforeAll(async () => {
  session = await signIn(server);
});

/** Renames a table for the duration of `run`, so every query on it fails. */
async function withTableAway(table: string, run: () => Promise<void>) {
  await execute(server, `ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    await run();
  } finally {
    await execute(server, `ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

async function dashboardHtml(path: string, language: "ar" | "en") {
  const response = await request(server, path, { headers: { Cookie: `${session}; mahami-language=${language}` } });
  return { status: response.status, html: await response.text() };
}

describe("dashboard", () => {
  test("a form with an intent the tab does not know answers 400 inside the frame, in both languages", async () => {
    for (const [language, tabsLabel, failure] of [
      ["en", "Dashboard sections", "The Team tab could not be shown"],
      ["ar", "أقسام لوحة التحكم", "تعذّر عرض هذا التبويب: الفريق"],
    ] as const) {
      const response = await postForm(
        server,
        "/admin-dashboard/team",
        { intent: "no-such-intent" },
        { Cookie: `${session}; mahami-language=${language}` },
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(`aria-label="${tabsLabel}"`);
      expect(html).toContain(failure);
    }
  });

  test("a tab whose data cannot be read fails alone, with JavaScript on and off", async () => {
    await withTableAway("button_links", async () => {
      // The content tab reads button links for the page it opens.
      const { status, html } = await dashboardHtml("/admin-dashboard?open=home", "en");
      expect(status).toBe(500);
      expect(html).toContain('aria-label="Dashboard sections"');
      expect(html).toContain("The Content tab could not be shown");

      // Without JavaScript: the same page, server-rendered.
      const noJs = await openPage({ javaScriptEnabled: false, extraHTTPHeaders: { Cookie: session }, failOnConsoleErrors: false });
      await noJs.page.goto("/admin-dashboard?open=home");
      await expect(noJs.page.getByRole("alert", { name: "تعذّر عرض هذا التبويب: المحتوى" }).isVisible()).resolves.toBe(true);
      await expect(noJs.page.getByRole("navigation", { name: "أقسام لوحة التحكم" }).isVisible()).resolves.toBe(true);
      await noJs.close();
      // The browser reports the 500 itself, and nothing else (no script or CSP error).
      expect(noJs.consoleErrors).toEqual([expect.stringContaining("status of 500")]);

      // With JavaScript: a client navigation to the failing tab, then away to one that works.
      const withJs = await openPage({ extraHTTPHeaders: { Cookie: session }, failOnConsoleErrors: false });
      await withJs.page.goto("/admin-dashboard/team");
      await withJs.page.getByRole("link", { name: "المحتوى", exact: true }).click();
      await withJs.page.locator('[data-page="home"] > h3 > a').click();
      await withJs.page.getByRole("alert", { name: "تعذّر عرض هذا التبويب: المحتوى" }).waitFor();
      await withJs.page.getByRole("link", { name: "الفريق", exact: true }).click();
      await withJs.page.getByRole("heading", { level: 2, name: "إدارة الفريق" }).waitFor();
      await withJs.close();
      expect(withJs.consoleErrors.every((text) => text.includes("status of 500"))).toBe(true);
    });
  });
});

describe("public site", () => {
  test("a page that fails keeps the site's header and footer, in the page's language", async () => {
    await withTableAway("button_links", async () => {
      const arabic = await request(server, "/about-us");
      expect(arabic.status).toBe(500);
      const arabicHtml = await arabic.text();
      expect(arabicHtml).toContain("تعذّر عرض هذه الصفحة");
      expect(arabicHtml).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
      expect(arabicHtml).toContain("<footer");
      expect(arabicHtml).toContain("<nav");

      const english = await request(server, "/en/about-us");
      expect(english.status).toBe(500);
      const englishHtml = await english.text();
      expect(englishHtml).toContain("This page could not be shown");
      expect(englishHtml).toContain("<footer");
    });
    expect((await request(server, "/about-us")).status).toBe(200);
  });
});
