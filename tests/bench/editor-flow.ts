import { mkdirSync, writeFileSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { adminEmail, adminPassword, startServer } from "../support/server";

/*
 * An editor's shortest path, measured in a real Chromium against the production build (issue 38):
 * from the sign-in page to a one-word change published on the home page, in Arabic, with JavaScript,
 * on a wide screen (1366×900) and on a phone (390×844): the clicks it takes and the seconds the
 * software takes (the browser and the server; a person's reading and typing are not counted). Then,
 * on the phone, where each tab's own content starts: the bottom of its heading and the top of its
 * first field, button or list below the heading, against the screen's 844 px.
 *
 *   npx react-router build && npx tsx tests/bench/editor-flow.ts   → bench-results/editor-flow.json
 */

const viewports = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const server = await startServer();
const browser = await launchBrowser();
const results: Record<string, unknown> = {};

try {
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ baseURL: server.url, locale: "ar-QA", viewport });
    const page = await context.newPage();
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    const word = `كلمة-${name}-${Date.now() % 100_000}`;
    await page.goto("/admin-login");
    const started = performance.now();
    await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(adminEmail);
    await page.getByLabel("كلمة المرور").fill(adminPassword);
    await click(page.getByRole("button", { name: "تسجيل الدخول" }));
    await page.waitForURL(/\/admin-dashboard/);
    const signedIn = performance.now();
    // The content tab is where sign-in lands: open the home page's items, its first section, the item.
    // How far down the first thing to tap starts (a phone user scrolls that far first).
    const homePanel = page.locator('[data-page="home"] > h3 > a');
    const firstTapTop = Math.round((await homePanel.boundingBox())!.y);
    await click(homePanel);
    const section = page.locator('[data-page="home"][data-open] details[data-category="home.hero"]');
    await click(section.locator("> summary"));
    const row = page.locator('[data-key="home.hero.badge"]');
    await click(row.getByRole("link", { name: /^تعديل/ }));
    await row.getByLabel("القيمة بالعربية").fill(word);
    // FLOW_PUBLISH names the button that makes the change public ("حفظ" in the dashboard before issue 38).
    await click(row.getByRole("button", { name: process.env.FLOW_PUBLISH ?? "نشر", exact: true }));
    await page.getByTestId("toast").filter({ hasText: "تم تحديث المحتوى" }).waitFor();
    const published = performance.now();
    const live = await (await fetch(`${server.url}/`)).text();
    if (!live.includes(word)) throw new Error(`${name}: the word is not on the home page`);
    results[name] = {
      clicks,
      firstTapTop,
      seconds: Math.round(published - started) / 1000,
      signInSeconds: Math.round(signedIn - started) / 1000,
      editSeconds: Math.round(published - signedIn) / 1000,
    };
    console.log(name, JSON.stringify(results[name]));
    if (name === "phone") results.phoneFirstScreen = await firstScreens(page);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Every tab of the dashboard's navigation on the phone: where its heading ends and its first control starts. */
async function firstScreens(page: Page) {
  const paths = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("nav a[href^='/admin-dashboard']")].map((link) => new URL(link.href).pathname),
  );
  const tabs: Record<string, { headingBottom: number; firstControlTop: number | null }> = {};
  for (const path of [...new Set(paths)]) {
    await page.goto(path);
    tabs[path] = await page.evaluate(() => {
      const heading = document.querySelector("#dashboard-main h2")!;
      const headingBottom = Math.round(heading.getBoundingClientRect().bottom);
      const controls = [...document.querySelectorAll("#dashboard-main :is(input, select, textarea, button, a, li, table)")];
      const below = controls.map((element) => element.getBoundingClientRect()).find((box) => box.height > 0 && box.top >= headingBottom);
      return { headingBottom, firstControlTop: below ? Math.round(below.top) : null };
    });
    console.log(path, JSON.stringify(tabs[path]));
  }
  return tabs;
}

mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/editor-flow.json", `${JSON.stringify(results, null, 2)}\n`);
