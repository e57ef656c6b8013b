import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { chromiumFlags, testBrowserPath } from "./chromium";
import { adminEmail, adminPassword, startServer, type TestServer } from "./server";

/** Chromium driven by Playwright: the browser of a test file, its pages, and the steps tests share. */

/** Debian's headless Chromium (Playwright cannot download its own browser here; tests/support/chromium.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testBrowserPath, args: [...chromiumFlags, "--disable-quic"] });
}

export interface PageOptions extends BrowserContextOptions {
  /** Fails the test on console errors and CSP violations (default true). */
  failOnConsoleErrors?: boolean;
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors so far. */
  consoleErrors: string[];
  /** Closes the page's context, then fails on console errors unless `failOnConsoleErrors: false`. */
  close: () => Promise<void>;
}

/**
 * Waits until a page that hydrates has hydrated (`data-hydrated` on <html>, app/root.tsx): a click or
 * a keystroke that lands while React is still taking the server's HTML over can be lost. Pages that
 * do not hydrate (the public site) pass at once.
 */
export async function untilHydrated(page: Page) {
  // React Router's <Scripts> defines __reactRouterContext; the public pages (no hydration, ADR 0024) have none.
  await page.waitForFunction(() => !("__reactRouterContext" in window) || "hydrated" in document.documentElement.dataset);
}

/** A new page in its own context; JavaScript on unless `javaScriptEnabled: false` (then every `goto` and `reload` waits for hydration). */
async function newPage(browser: Browser, baseURL: string, options: PageOptions): Promise<OpenedPage> {
  const { failOnConsoleErrors = true, ...contextOptions } = options;
  // An administrator's first visit follows Accept-Language: the tests' browser asks for Arabic unless told otherwise.
  const context = await browser.newContext({ baseURL, locale: "ar-QA", ...contextOptions });
  const page = await context.newPage();
  if (contextOptions.javaScriptEnabled !== false) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page["reload"]>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
  }
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

export interface BrowserSuite {
  /** The file's server (filled in once started: read it inside hooks and tests). */
  server: TestServer;
  /** A new page at the server's URL, in a context of its own. */
  openPage: (options?: PageOptions) => Promise<OpenedPage>;
  /** A new page signed in as the administrator, in Arabic or (by the language cookie) English, at `path` if given. */
  signedIn: (javaScriptEnabled: boolean, locale: "ar" | "en", options?: { failOnConsoleErrors?: boolean; path?: string }) => Promise<OpenedPage>;
}

/**
 * A server and a Chromium for a whole test file, started by a `beforeAll` and stopped by an
 * `afterAll` that this registers. A page still open after the last test (say, one a `beforeAll`
 * opened for every test) is closed then, with its console check, before the browser and the server.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): BrowserSuite {
  const server = {} as TestServer;
  let browser: Browser | undefined;
  const stillOpen = new Set<OpenedPage>();
  beforeAll(async () => {
    await Promise.all([startServer(env).then((started) => Object.assign(server, started)), launchBrowser().then((launched) => (browser = launched))]);
  });
  afterAll(async () => {
    try {
      for (const opened of stillOpen) await opened.close();
    } finally {
      try {
        await browser?.close();
      } finally {
        await server.stop?.();
      }
    }
  });
  const openPage: BrowserSuite["openPage"] = async (options = {}) => {
    if (!browser) throw new Error("the browser starts in beforeAll: open pages inside hooks and tests");
    const opened = await newPage(browser, server.url, options);
    const tracked: OpenedPage = {
      ...opened,
      close: async () => {
        stillOpen.delete(tracked);
        await opened.close();
      },
    };
    stillOpen.add(tracked);
    return tracked;
  };
  return {
    server,
    openPage,
    signedIn: async (javaScriptEnabled, locale, { failOnConsoleErrors, path } = {}) => {
      const opened = await openPage({ javaScriptEnabled, failOnConsoleErrors });
      await opened.page.goto("/admin-login");
      await signInOnPage(opened.page);
      if (locale === "en") await opened.page.context().addCookies([{ name: "mahami-language", value: "en", url: server.url }]);
      if (path) await opened.page.goto(path);
      return opened;
    },
  };
}

/** axe-core over the whole page: WCAG 2.1 A/AA rules and best practices, no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // No page of ours has a frame (the CSP's frame-ancestors and no <iframe> anywhere): axe runs in the
  // page itself, in one pass. Its default mode opens a second page to merge the frames' results,
  // which doubled the time of each check (about 1.9 s → 0.8 s a public page).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Signs in on the Arabic Admin Portal page the browser is on, and waits for the dashboard. */
export async function signInOnPage(page: Page, email = adminEmail, password = adminPassword) {
  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(email);
  await page.getByLabel("كلمة المرور").fill(password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await page.waitForURL(/\/admin-dashboard/);
}

/** Signs out from the dashboard and waits for the login page's notice. */
export async function signOutOnPage(page: Page) {
  // Under the account menu. Exact: the security tab also has "تسجيل الخروج من الأجهزة الأخرى".
  await page.locator("summary", { hasText: "قائمة الحساب" }).click();
  await page.getByRole("button", { name: "تسجيل الخروج", exact: true }).click();
  await page.waitForURL(/admin-login/);
  await page.getByText("تم تسجيل خروجك.").waitFor();
}

/**
 * Waits for the dashboard's toast that says `text` (the one before may still be fading out);
 * without JavaScript, the server-rendered notice in its place.
 */
export async function expectToast(page: Page, text: string) {
  await page.getByTestId("toast").filter({ hasText: text }).waitFor();
}

/**
 * Opens a page panel of the content tab (a link that loads the page's items) and one of its
 * category sections (a <details>), unless already open.
 */
export async function openSection(page: Page, pageId: string, category: string) {
  const panel = page.locator(`[data-page="${pageId}"]`);
  if ((await panel.getAttribute("data-open")) === null) await panel.locator("> h3 > a").click();
  const section = page.locator(`[data-page="${pageId}"][data-open] details[data-category="${pageId}.${category}"]`);
  if ((await section.getAttribute("open")) === null) await section.locator("> summary").click();
  await page.locator(`details[data-category="${pageId}.${category}"][open]`).waitFor();
}
