import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

/** Debian's Chromium (Playwright cannot download its own browser here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export interface PageOptions extends BrowserContextOptions {
  /** Fails the test on console errors and CSP violations (default true). */
  failOnConsoleErrors?: boolean;
}

/** A new page in its own context; JavaScript on unless `javaScriptEnabled: false`. */
export async function openPage(browser: Browser, baseURL: string, options: PageOptions = {}) {
  const { failOnConsoleErrors = true, ...contextOptions } = options;
  const context = await browser.newContext({ baseURL, ...contextOptions });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return {
    page,
    consoleErrors,
    close: async () => {
      await context.close();
      if (failOnConsoleErrors) expect(consoleErrors, "console errors").toEqual([]);
    },
  };
}

/** axe-core over the whole page: WCAG 2.1 A/AA rules and best practices, no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
